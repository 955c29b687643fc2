/// <reference types="node" preserve="true" />
// `ss-elements/eleventy`: every HTML page Eleventy writes goes through `renderPage`, and the package's browser files
// are copied into the site.
import { fileURLToPath } from 'node:url'
import { renderPage } from '../render-page.ts'

export interface SsElementsEleventyOptions {
  /** The page context every page's blocks read; by default each page's own `<script id="ss-context">`. */
  context?: object
  /** Where the element stylesheets are served; by default `/<copyTo>/styles/`, or `/dist/styles/` when nothing is copied. */
  stylesBase?: string
  /**
   * The output folder the package's browser files are copied to (`ss-elements.js`, `autoloader.js`, `elements/`,
   * `chunks/`, `styles/`, `themes/`), or `false` to copy nothing (a bundler or another copy serves them). Default
   * `ss-elements`, so that a page loads `/ss-elements/ss-elements.js`.
   */
  copyTo?: string | false
}

/** The part of Eleventy's configuration API the plugin uses (Eleventy 3). */
export interface EleventyConfig {
  addTransform(name: string, transform: (this: { page: { outputPath?: string | false } }, content: string) => Promise<string>): unknown
  addPassthroughCopy(copies: Record<string, string>): unknown
  logger?: { logWithOptions(options: { message: string; type: 'warn'; color: string; prefix: string; force: boolean }): void }
}

const BROWSER_FILES = ['ss-elements.js', 'autoloader.js', 'elements', 'chunks', 'styles', 'themes']

/** Built to `dist/server-render/eleventy.js`: the browser files are its siblings' siblings. */
const distFolder = fileURLToPath(new URL('..', import.meta.url))

/**
 * `eleventyConfig.addPlugin(ssElements, options)`. A block left as written is reported with the page's output path
 * through Eleventy's logger, and the build goes on.
 */
export default function ssElements(eleventyConfig: EleventyConfig, options: SsElementsEleventyOptions = {}): void {
  const { context, copyTo = 'ss-elements' } = options
  const stylesBase = options.stylesBase ?? (copyTo === false ? undefined : `/${copyTo}/styles/`)
  if (copyTo !== false) {
    eleventyConfig.addPassthroughCopy(Object.fromEntries(BROWSER_FILES.map((name) => [distFolder + name, `${copyTo}/${name}`])))
  }
  eleventyConfig.addTransform('ss-elements', async function (content) {
    const outputPath = this.page.outputPath
    if (typeof outputPath !== 'string' || !outputPath.endsWith('.html')) return content
    const { html, warnings } = await renderPage(content, { context, stylesBase })
    for (const warning of warnings) report(eleventyConfig, `${outputPath}: ${warning}`)
    return html
  })
}

function report(eleventyConfig: EleventyConfig, message: string): void {
  if (eleventyConfig.logger) eleventyConfig.logger.logWithOptions({ message, type: 'warn', color: 'yellow', prefix: '[ss-elements]', force: true })
  else console.warn(`[ss-elements] ${message}`)
}
