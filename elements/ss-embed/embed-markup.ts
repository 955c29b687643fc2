/** What an embed's light DOM holds: markup to show, nothing at all, or markup without any content. */
export type EmbedMarkup = { state: 'ready'; html: string } | { state: 'empty' } | { state: 'invalid' }

export const EMBED_MESSAGES = {
  empty: 'This embed is empty: add its markup to show it here.',
  invalid: 'Invalid embed: its markup holds no element and no text.',
} as const

/** The type of the one message the frame sends: its content's height. */
export const SIZE_MESSAGE_TYPE = 'ss-embed-size'

/** Heights above this are taken as a runaway script's and capped, so a frame never grows without bound. */
export const MAX_FRAME_HEIGHT_PX = 20_000

/** Reads the markup of the element's first `<template>` child (by name: a server's DOM has no `HTMLTemplateElement`). */
export function readEmbedMarkup(element: Element): EmbedMarkup {
  const template = [...element.children].find((child): child is HTMLTemplateElement => child.localName === 'template')
  if (!template || template.innerHTML.trim() === '') return { state: 'empty' }
  const content = [...template.content.childNodes]
  const hasContent = content.some(
    (node) => node.nodeType === node.ELEMENT_NODE || (node.nodeType === node.TEXT_NODE && node.textContent!.trim() !== ''),
  )
  return hasContent ? { state: 'ready', html: template.innerHTML } : { state: 'invalid' }
}

/** What the page asks the frame, to hear its height again: a server-rendered frame may have loaded before the page listened. */
export const SIZE_REQUEST = 'ss-embed-size-request'

// Runs inside the frame after the author's markup: reports the document's height whenever it changes, and when asked.
const SIZE_SCRIPT = `const report = () => parent.postMessage({ type: '${SIZE_MESSAGE_TYPE}', height: Math.ceil(document.documentElement.getBoundingClientRect().height) }, '*'); new ResizeObserver(report).observe(document.documentElement); addEventListener('message', (event) => { if (event.source === parent && event.data === '${SIZE_REQUEST}') report() })`

/** The frame's whole document: the author's markup, then the script that reports its height. */
export function embedDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${html}<script>${SIZE_SCRIPT}</script></body></html>`
}

/** The height a size message carries, or `undefined` when the message is not one. */
export function reportedHeight(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, height } = data as { type?: unknown; height?: unknown }
  if (type !== SIZE_MESSAGE_TYPE || typeof height !== 'number' || !Number.isFinite(height) || height < 0) return undefined
  return Math.min(Math.ceil(height), MAX_FRAME_HEIGHT_PX)
}
