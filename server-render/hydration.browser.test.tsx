import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { renderToString } from 'react-dom/server.browser'
import { engine } from 'ss-test-engine'
import type { AttributeTypes } from '../core/element/attribute-values.ts'
import { ElementHost } from '../core/element/element-host.ts'
import { elementContent, type ReactElementImplementation } from '../core/element/react-implementation.tsx'
import { waitFor } from '../test/helpers/wait.ts'
import { SERVER_BLOCKS } from '../elements/server.ts'
import { SsAccordion } from '../elements/ss-accordion/element.ts'
import { SsMenu } from '../elements/ss-menu/element.ts'

SsAccordion.define()
SsMenu.define()

const ignore = () => {}
const MENU = '<ss-menu><section data-title="Lunch"><p>Soup</p></section><section data-title="Dinner"><p>Fish</p></section></ss-menu>'
const ACCORDION = '<ss-accordion><details><summary>Shipping</summary><p>Two days.</p></details></ss-accordion>'

/** `source` as `ss-elements/server` renders it: the same tree, from the same configuration, by react-dom/server. */
function serverRendered(source: string): string {
  const template = document.createElement('template')
  template.innerHTML = source
  const element = template.content.firstElementChild as HTMLElement
  const tag = element.localName as keyof typeof SERVER_BLOCKS
  const { attributes, implementation } = SERVER_BLOCKS[tag] as { attributes: AttributeTypes; implementation: ReactElementImplementation<any, any> }
  const resolved = implementation.resolve(element, attributes)
  if (!resolved.ok) throw new Error('bad fixture')
  const markup = renderToString(
    elementContent(implementation.definition.component, { ...resolved, version: 1 }, new ElementHost(element), { onRenderError: ignore, onDrawn: ignore }),
  )
  const startTag = source.indexOf('>') + 1
  return `${source.slice(0, startTag)}<template shadowrootmode="open"><link rel="stylesheet" href="/dist/styles/${tag}.css">${markup}</template>${source.slice(startTag)}`
}

interface Loaded {
  elements: HTMLElement[]
  mutations: () => string[]
  recovered: unknown[]
}

let container: HTMLElement | undefined
afterEach(() => container?.remove())

/** Parses `html` (declarative shadow roots included) while detached, watches each shadow root, then connects it. */
async function load(html: string): Promise<Loaded> {
  container = document.createElement('div')
  container.setHTMLUnsafe(html)
  const elements = Array.from(container.querySelectorAll<HTMLElement>('ss-menu, ss-accordion'))
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
    for (const element of elements) await waitFor(() => element.shadowRoot!.querySelector('[part~=base], [part=tablist]') && !element.hasAttribute('data-ss-pending'), 'drawn')
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

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered block', () => {
  it('hydrates: no mutation of its shadow root and no hydration error, and it works', async () => {
    const { elements, mutations, recovered } = await load(serverRendered(MENU) + serverRendered(ACCORDION))
    expect(recovered).to.deep.equal([])
    // The tab list points each tab at its panel in the light DOM by element reflection (`ariaControlsElements`),
    // which only the browser can do, in an effect, fresh render or not: the one change allowed.
    expect(mutations().filter((record) => record !== 'attributes button aria-controls')).to.deep.equal([])
    const menu = elements[0]!
    const tabs = () => Array.from(menu.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]'))
    expect(tabs().map((tab) => tab.textContent)).to.deep.equal(['Lunch', 'Dinner'])
    tabs()[0]!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => tabs()[1]!.getAttribute('aria-selected') === 'true', 'the second tab to be selected')
  })

  it('drawn afresh from a stale render, and still works', async () => {
    const stale = serverRendered(MENU).replace('>Dinner</button>', '>Supper</button>')
    const { elements, recovered } = await load(stale)
    expect(recovered.length).to.be.greaterThan(0)
    const menu = elements[0]!
    const tabs = () => Array.from(menu.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]'))
    expect(tabs().map((tab) => tab.textContent)).to.deep.equal(['Lunch', 'Dinner'])
    tabs()[1]!.click()
    await waitFor(() => tabs()[1]!.getAttribute('aria-selected') === 'true', 'the second tab to be selected')
  })
})
