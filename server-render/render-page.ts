import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { PAGE_CONTEXT_SCRIPT_ID } from '../core/context/page-context-source.ts'
import { builtModuleGraph, modulePreloads } from './module-preloads.ts'
import { isBlockTag, renderBlock } from './render-block.ts'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

export interface RenderPageOptions {
  /** The page context the blocks read; by default the page's own `<script id="ss-context">`. */
  context?: object
  /** Where `dist/styles/` is served: each shadow root links `<stylesBase><tag>.css`. */
  stylesBase?: string
}

export interface RenderedPage {
  html: string
  /** One line per block left as written: its tag, its id if any, and why. */
  warnings: string[]
}

/**
 * The page with every block element (the `ss-*` tags drawn by React) carrying a declarative shadow root: its
 * stylesheet link and its server render, spliced in right after its start tag, so that every other byte of the page
 * stays as it was. Page chrome and unknown tags are left alone; a block whose configuration is unusable is left as
 * written and named in `warnings`. Each module script of ss-elements gets `<link rel="modulepreload">`s for the
 * chunks it imports, so that the browser fetches them with the page rather than one round trip later.
 */
export async function renderPage(html: string, options: RenderPageOptions = {}): Promise<RenderedPage> {
  const { stylesBase = '/dist/styles/' } = options
  const elements = [...allElements(parse(html, { sourceCodeLocationInfo: true }))]
  const contextScript = options.context ? contextScriptFor(options.context) : pageContextScript(html, elements)
  const warnings: string[] = []
  const insertions: Array<{ at: number; text: string }> = []
  for (const element of blockElements(elements)) {
    const location = element.sourceCodeLocation
    if (!location?.startTag || !isBlockTag(element.tagName)) continue
    const end = location.endTag?.endOffset ?? location.endOffset
    const rendered = renderBlock(element.tagName, html.slice(location.startOffset, end), contextScript)
    if (!rendered.ok) {
      const id = element.attrs.find((attribute) => attribute.name === 'id')?.value
      warnings.push(`<${element.tagName}${id ? ` id="${id}"` : ''}> left as written: ${rendered.error}`)
      continue
    }
    const link = `<link rel="stylesheet" href="${escapeAttribute(stylesBase + element.tagName)}.css">`
    insertions.push({ at: location.startTag.endOffset, text: `<template shadowrootmode="open">${link}${rendered.markup}</template>` })
  }
  insertions.push(...modulePreloadLinks(elements))
  let result = html
  for (const { at, text } of insertions.sort((a, b) => b.at - a.at)) result = result.slice(0, at) + text + result.slice(at)
  return { html: result, warnings }
}

/** Before each module script that is an entry of dist/, a preload link for each chunk it imports not preloaded yet. */
function modulePreloadLinks(elements: readonly Element[]): Array<{ at: number; text: string }> {
  const attribute = (element: Element, name: string) => element.attrs.find((candidate) => candidate.name === name)?.value
  const preloaded = new Set(elements.filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload').map((link) => attribute(link, 'href')))
  const insertions: Array<{ at: number; text: string }> = []
  for (const script of elements) {
    const src = attribute(script, 'src')
    if (script.tagName !== 'script' || attribute(script, 'type') !== 'module' || !src || !script.sourceCodeLocation) continue
    const hrefs = modulePreloads(src, builtModuleGraph).filter((href) => !preloaded.has(href))
    for (const href of hrefs) preloaded.add(href)
    const text = hrefs.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`).join('')
    if (text) insertions.push({ at: script.sourceCodeLocation.startOffset, text })
  }
  return insertions
}

/** Every element of the page in document order, outside templates. */
function* allElements(node: Node): Generator<Element> {
  if (!('childNodes' in node)) return
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue
    yield child
    yield* allElements(child)
  }
}

/** Every block element of the page, outside templates, and not one that already has a declarative shadow root. */
const blockElements = (elements: readonly Element[]) =>
  elements.filter((element) => isBlockTag(element.tagName) && !element.childNodes.some(isShadowRootTemplate))

const isShadowRootTemplate = (node: Node) =>
  'tagName' in node && node.tagName === 'template' && node.attrs.some((attribute) => attribute.name === 'shadowrootmode')

/** The page's own `#ss-context` script, as written, for the blocks' documents. */
function pageContextScript(html: string, elements: readonly Element[]): string {
  const script = elements.find(
    (element) => element.tagName === 'script' && element.attrs.some((a) => a.name === 'id' && a.value === PAGE_CONTEXT_SCRIPT_ID),
  )
  const location = script?.sourceCodeLocation
  return location ? html.slice(location.startOffset, location.endOffset) : ''
}

function contextScriptFor(context: object): string {
  const json = JSON.stringify(context).replace(/</g, '\\u003c')
  return `<script id="${PAGE_CONTEXT_SCRIPT_ID}" type="application/json">${json}</script>`
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
