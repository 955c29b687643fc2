import { renderToString } from 'react-dom/server.browser'
import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import { hostStyles } from '../../core/dom/host-styles.ts'
import { ElementHost } from '../../core/element/element-host.ts'
import { elementContent, type ReactElementImplementation } from '../../core/element/react-implementation.tsx'
import { SERVER_BLOCKS } from '../../elements/server.ts'
import { waitFor } from '../../test/helpers/wait.ts'

const ignore = () => {}

/** `source` (one block) as `ss-elements/server` renders it: the same tree, from the same configuration, by react-dom/server. */
export function serverRendered(source: string): string {
  const template = document.createElement('template')
  template.innerHTML = source
  const element = template.content.firstElementChild as HTMLElement
  const tag = element.localName as keyof typeof SERVER_BLOCKS
  const { attributes, implementation } = SERVER_BLOCKS[tag] as { attributes: AttributeTypes; implementation: ReactElementImplementation<any, any> }
  const resolved = implementation.resolve(element, attributes)
  if (!resolved.ok) throw new Error(`bad fixture: ${source}`)
  const markup = renderToString(
    elementContent(implementation.definition.component, { ...resolved, version: 1 }, new ElementHost(element), { onRenderError: ignore, onDrawn: ignore }),
  )
  // The start tag ends at the first `>` outside a quoted attribute value.
  const startTag = source.match(/^<[^\s>]+(?:\s+[^\s=>]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*>/)![0].length
  return `${source.slice(0, startTag)}<template shadowrootmode="open"><link rel="stylesheet" href="/dist/styles/${tag}.css">${markup}</template>${source.slice(startTag)}`
}

/**
 * `source` server-rendered, on the page as a browser lays it out before the block's script has run: the same
 * markup in an element of a tag nothing defines, its shadow root styled by the text its stylesheet link serves
 * (the host base styles, then the block's own).
 */
export function beforeHydration(source: string): HTMLElement {
  const tag = source.match(/^<([^\s>]+)/)![1]! as keyof typeof SERVER_BLOCKS
  const { implementation } = SERVER_BLOCKS[tag] as { implementation: ReactElementImplementation<any, any> }
  const styles = `<style>${hostStyles}${implementation.styles}</style>`
  const html = serverRendered(source).replace(/<link rel="stylesheet"[^>]*>/, styles)
  container = document.createElement('div')
  container.setHTMLUnsafe(html.replace(new RegExp(`^<${tag}|</${tag}>$`, 'g'), (match) => match.replace(tag, 'unhydrated-block')))
  document.body.append(container)
  return container.firstElementChild as HTMLElement
}

/** How a block is laid out: its height, and the `data-title` of each of its light-DOM sections that shows. */
export interface BlockLayout {
  height: number
  shownSections: Array<string | undefined>
}

const layoutOf = (block: HTMLElement): BlockLayout => ({
  height: block.getBoundingClientRect().height,
  shownSections: Array.from(block.querySelectorAll('section'))
    .filter((section) => section.getBoundingClientRect().height > 0)
    .map((section) => section.dataset.title),
})

/** How `source` server-rendered is laid out before it hydrates (`beforeHydration`), and once hydrated. */
export async function layoutBeforeAndAfterHydration(source: string): Promise<{ before: BlockLayout; after: BlockLayout }> {
  const unhydrated = beforeHydration(source)
  const before = layoutOf(unhydrated)
  unhydrated.parentElement!.remove()
  const { elements } = await hydrate(serverRendered(source))
  return { before, after: layoutOf(elements[0]!) }
}

export interface Hydrated {
  elements: HTMLElement[]
  /** Every mutation seen in the blocks' shadow roots, as `type target attribute`. */
  mutations: () => string[]
  /** What React reported as recoverable (a hydration mismatch it recovered from by rendering afresh). */
  recovered: unknown[]
}

let container: HTMLElement | undefined
afterEach(() => container?.remove())

/** Parses `html` (declarative shadow roots included) while detached, watches each block's shadow root, then connects it. */
export async function hydrate(html: string): Promise<Hydrated> {
  container = document.createElement('div')
  container.setHTMLUnsafe(html)
  const elements = Array.from(container.querySelectorAll<HTMLElement>(Object.keys(SERVER_BLOCKS).join(', '))).filter((element) => element.shadowRoot)
  const records: MutationRecord[] = []
  const observers = elements.map((element) => {
    const observer = new MutationObserver((found) => records.push(...found))
    observer.observe(element.shadowRoot!, { childList: true, subtree: true, attributes: true, characterData: true })
    return observer
  })
  const recovered: unknown[] = []
  const debug = console.debug
  console.debug = (...args: unknown[]) => void recovered.push(args)
  document.body.append(container)
  try {
    for (const element of elements) await waitFor(() => !element.hasAttribute('data-ss-pending'), `<${element.localName}> drawn`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  } finally {
    console.debug = debug
  }
  return {
    elements,
    mutations: () => [...records, ...observers.flatMap((observer) => observer.takeRecords())].map((record) => `${record.type} ${(record.target as Element).localName ?? '#'} ${record.attributeName ?? ''}`),
    recovered,
  }
}

/**
 * `mutations` without those React makes whenever it hydrates an `<input>`: it writes its type, name and value
 * again (setting up its value tracking), with the values the server wrote.
 */
export const withoutInputRewrites = (mutations: string[]) => mutations.filter((record) => !/^attributes input (type|name|value)$/.test(record))
