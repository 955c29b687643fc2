import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { PAGE_CONTEXT_SCRIPT_ID } from '../core/context/page-context-source.ts'
import type { LightDomAttribute } from '../core/element/react-implementation.tsx'
import { ELEMENT_TAGS } from '../elements/tags.ts'
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
 * stays as it was. Page chrome (drawn by lit-html, for the visitor) gets its stylesheet around a bare slot, so
 * that its host styles hold its place, or keep it out of the flow, before its script draws it. Unknown tags are
 * left alone; a block whose configuration is unusable is left as written and named in `warnings`.
 */
export async function renderPage(html: string, options: RenderPageOptions = {}): Promise<RenderedPage> {
  const { stylesBase = '/dist/styles/' } = options
  const document = parse(html, { sourceCodeLocationInfo: true })
  const contextScript = options.context ? contextScriptFor(options.context) : pageContextScript(html, document)
  const warnings: string[] = []
  const edits: Edit[] = []
  for (const element of shadowHosts(document)) {
    const location = element.sourceCodeLocation
    if (!location?.startTag) continue
    const link = `<link rel="stylesheet" href="${escapeAttribute(stylesBase + element.tagName)}.css">`
    if (!isBlockTag(element.tagName)) {
      const at = location.startTag.endOffset
      edits.push({ at, end: at, text: `<template shadowrootmode="open">${link}<slot></slot></template>` })
      continue
    }
    const end = location.endTag?.endOffset ?? location.endOffset
    const rendered = renderBlock(element.tagName, html.slice(location.startOffset, end), contextScript)
    if (!rendered.ok) {
      const id = element.attrs.find((attribute) => attribute.name === 'id')?.value
      warnings.push(`<${element.tagName}${id ? ` id="${id}"` : ''}> left as written: ${rendered.error}`)
      continue
    }
    const at = location.startTag.endOffset
    edits.push({ at, end: at, text: `<template shadowrootmode="open">${link}${rendered.markup}</template>` })
    edits.push(...rendered.lightDom.flatMap((change) => attributeEdit(element, change)))
  }
  let result = html
  for (const { at, end, text } of edits.sort((a, b) => b.at - a.at)) result = result.slice(0, at) + text + result.slice(end)
  return { html: result, warnings }
}

/** Replaces the page's text from `at` to `end` with `text`. */
interface Edit {
  at: number
  end: number
  text: string
}

/** The edit that sets or removes a boolean attribute on the block's element child `child`, if it changes anything. */
function attributeEdit(block: Element, { child, attribute, present }: LightDomAttribute): Edit[] {
  const target = block.childNodes.filter((node): node is Element => 'tagName' in node)[child]
  const location = target?.sourceCodeLocation
  if (!target || !location?.startTag) return []
  const written = location.attrs?.[attribute]
  if (present) {
    if (written) return []
    const at = location.startTag.startOffset + 1 + target.tagName.length
    return [{ at, end: at, text: ` ${attribute}` }]
  }
  return written ? [{ at: written.startOffset, end: written.endOffset, text: '' }] : []
}

/**
 * Every element of the library on the page (blocks and page chrome), outside templates, and not one that already
 * has a declarative shadow root.
 */
function* shadowHosts(node: Node): Generator<Element> {
  if (!('childNodes' in node)) return
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue
    if (isLibraryTag(child.tagName) && !child.childNodes.some(isShadowRootTemplate)) yield child
    yield* shadowHosts(child)
  }
}

const isLibraryTag = (tag: string) => (ELEMENT_TAGS as readonly string[]).includes(tag)

const isShadowRootTemplate = (node: Node) =>
  'tagName' in node && node.tagName === 'template' && node.attrs.some((attribute) => attribute.name === 'shadowrootmode')

/** The page's own `#ss-context` script, as written, for the blocks' documents. */
function pageContextScript(html: string, node: Node): string {
  if ('tagName' in node && node.tagName === 'script' && node.attrs.some((a) => a.name === 'id' && a.value === PAGE_CONTEXT_SCRIPT_ID)) {
    const location = node.sourceCodeLocation
    return location ? html.slice(location.startOffset, location.endOffset) : ''
  }
  if (!('childNodes' in node)) return ''
  for (const child of node.childNodes) {
    const found = pageContextScript(html, child)
    if (found) return found
  }
  return ''
}

function contextScriptFor(context: object): string {
  const json = JSON.stringify(context).replace(/</g, '\\u003c')
  return `<script id="${PAGE_CONTEXT_SCRIPT_ID}" type="application/json">${json}</script>`
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
