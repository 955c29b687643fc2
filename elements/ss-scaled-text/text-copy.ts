import { createElement, type ReactNode } from 'react'

/**
 * The light DOM's text and the tags that give it its look without the page's styles (a heading's size, bold,
 * italics), read as a copy to measure: the page's styles do not reach into the shadow root, the user agent's do.
 * Any other element is copied as a plain span, with no attribute, so that the copy loads, runs and defines nothing.
 */
export type TextCopy = string | { tag: string; children: TextCopy[] }

const TAGS_WITH_A_LOOK = /^(h[1-6]|p|b|strong|i|em|small|big|code|kbd|samp|var|sub|sup|mark|s|u|del|ins|q|cite|dfn|abbr|br)$/

export function readTextCopy(element: Element): TextCopy[] {
  return Array.from(element.childNodes).flatMap((node): TextCopy[] => {
    if (node.nodeType === 3) return [(node as Text).data]
    if (node.nodeType !== 1) return []
    const tag = (node as Element).localName
    if (tag === 'script' || tag === 'style' || tag === 'template') return []
    return [{ tag: TAGS_WITH_A_LOOK.test(tag) ? tag : 'span', children: readTextCopy(node as Element) }]
  })
}

/** The copy as React nodes. */
export function drawTextCopy(copy: TextCopy[]): ReactNode[] {
  return copy.map((node, index) => (typeof node === 'string' ? node : createElement(node.tag, { key: index }, ...drawTextCopy(node.children))))
}
