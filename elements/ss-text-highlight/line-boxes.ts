import type { Box } from './shapes.ts'

/** Where the drawing's coordinates start in the viewport, and how much the page's transforms scale them there. */
export interface Origin {
  x: number
  y: number
  scale: number
}

/**
 * The boxes of the text's lines inside `element`, in the drawing's own px from `origin`, top to bottom. Each is the union of the text's fragments on one line: a line the text wraps onto is a line box of
 * its own, and a bold word inside a line stays part of it. Only text counts, so a block inside the element
 * gives the width of its text, not its own.
 */
export function lineBoxes(element: Element, origin: Origin): Box[] {
  const range = document.createRange()
  const fragments: DOMRect[] = []
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue
    range.selectNodeContents(node)
    for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) fragments.push(rect)
  }
  const lines: Array<{ left: number; right: number; top: number; bottom: number }> = []
  for (const rect of fragments.sort((a, b) => a.top - b.top)) {
    const middle = (rect.top + rect.bottom) / 2
    const line = lines.find((each) => middle >= each.top && middle <= each.bottom)
    if (!line) lines.push({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom })
    else Object.assign(line, {
      left: Math.min(line.left, rect.left),
      right: Math.max(line.right, rect.right),
      top: Math.min(line.top, rect.top),
      bottom: Math.max(line.bottom, rect.bottom),
    })
  }
  const { x, y, scale } = origin
  return lines.map(({ left, right, top, bottom }) => ({ x: (left - x) / scale, y: (top - y) / scale, width: (right - left) / scale, height: (bottom - top) / scale }))
}

/**
 * How much the transforms around `element` scale it on screen (a block's entrance grows it from 0.94 of its
 * size): client rectangles are measured on screen, the drawing is drawn before the transforms.
 */
export function screenScale(element: Element): number {
  const container = element.parentElement ?? element
  const { offsetWidth } = container as HTMLElement
  return offsetWidth > 0 ? container.getBoundingClientRect().width / offsetWidth : 1
}
