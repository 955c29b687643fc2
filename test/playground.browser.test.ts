// The attribute panel of the docs pages (demo/playground.js) on pages generated as scripts/build-demo.mjs
// generates them, around the elements' own demo.html: a control changes the live element and its snippet.
import { expect } from '@esm-bundle/chai'
import '../elements/ss-accordion/index.ts'
import '../elements/ss-menu/index.ts'
import { elementPageContent } from '../demo/generator/element-page.mjs'
import { parseExamples } from '../demo/generator/examples.mjs'
import { htmlText } from '../demo/generator/html.mjs'
import type { ElementDoc } from '../demo/generator/manifest.mjs'
import { startPlayground } from '../demo/playground.js'
import '../demo/site.js'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { waitFor } from './helpers/wait.ts'

const blockJson = { name: 'data-block-json', property: '', type: 'string', default: '', description: 'The block.' }
const accordionDoc = {
  tag: 'ss-accordion',
  summary: 'Items opening one or several at a time.',
  description: '',
  attributes: [
    blockJson,
    { name: 'multiple', property: 'multiple', type: 'boolean', default: 'false', description: 'Several open at once.' },
    { name: 'expand-first', property: 'expandFirst', type: 'boolean', default: 'false', description: 'Opens the first.' },
  ],
  properties: [],
  methods: [],
  events: [],
  slots: [],
  cssParts: [],
  cssProperties: [],
} satisfies ElementDoc
const menuDoc = {
  ...accordionDoc,
  tag: 'ss-menu',
  attributes: [
    blockJson,
    { name: 'label', property: 'label', type: 'string', default: '', description: 'The tab list name.' },
    { name: 'activation', property: 'activation', type: "'manual' | 'automatic'", default: "'manual'", description: 'How.' },
  ],
} satisfies ElementDoc

let container: HTMLElement | undefined

/** The content of `/<tag>/` from the element's demo.html, with its panel started as the page's script does. */
async function elementPage(doc: ElementDoc) {
  const examples = parseExamples(await (await fetch(`/elements/${doc.tag}/demo.html`)).text())
  container = document.createElement('main')
  container.innerHTML = htmlText(elementPageContent(doc, examples))
  document.body.append(container)
  const panel = container.querySelector<HTMLFormElement>('form.playground')!
  startPlayground(panel)
  const example = panel.closest('.example')!
  return {
    panel,
    element: example.querySelector(`.example-live ${doc.tag}`)!,
    snippet: () => example.querySelector('pre code')!.textContent!,
    control: <T extends Element>(name: string) => panel.querySelector<T>(`[data-attribute="${name}"]`)!,
  }
}

describe('the attribute panel of a docs page', () => {
  afterEach(() => container?.remove())

  it('shows the first example’s attributes, and a checkbox sets and removes a presence boolean in both places', async () => {
    const { panel, element, snippet, control } = await elementPage(accordionDoc)
    expect(panel.hidden).to.equal(false)
    const multiple = control<HTMLInputElement>('multiple')
    expect(multiple.checked).to.equal(false)
    expect(snippet().startsWith('<ss-accordion>\n')).to.equal(true)

    multiple.click()
    expect(element.hasAttribute('multiple')).to.equal(true)
    expect((element as HTMLElement & { multiple: boolean }).multiple).to.equal(true)
    expect(snippet().startsWith('<ss-accordion multiple>\n')).to.equal(true)

    multiple.click()
    expect(element.hasAttribute('multiple')).to.equal(false)
    expect(snippet().startsWith('<ss-accordion>\n')).to.equal(true)
  })

  it('copies the snippet as the panel changed it', async () => {
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void written.push(text) }, configurable: true })
    try {
      const { panel, snippet, control } = await elementPage(accordionDoc)
      control<HTMLInputElement>('expand-first').click()
      panel.closest('.example')!.querySelector<HTMLButtonElement>('.copy-button')!.click()
      await waitFor(() => written.length > 0, 'the copy')
      expect(written).to.deep.equal([snippet()])
      expect(written[0]!.startsWith('<ss-accordion expand-first>\n')).to.equal(true)
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard
    }
  })

  it('sets an enumerated attribute from a select and a text attribute from a text field, then falls back', async () => {
    const { element, snippet, control } = await elementPage(menuDoc)
    const activation = control<HTMLSelectElement>('activation')
    const label = control<HTMLInputElement>('label')
    expect([activation.value, label.value]).to.deep.equal(['', 'Restaurant menu'])

    activation.value = 'automatic'
    activation.dispatchEvent(new Event('change', { bubbles: true }))
    label.value = 'Lunch & dinner'
    label.dispatchEvent(new Event('input', { bubbles: true }))
    expect(element.getAttribute('activation')).to.equal('automatic')
    expect(element.getAttribute('label')).to.equal('Lunch & dinner')
    expect(snippet().split('\n')[0]).to.equal('<ss-menu label="Lunch &amp; dinner" activation="automatic">')

    activation.value = ''
    activation.dispatchEvent(new Event('change', { bubbles: true }))
    expect(element.hasAttribute('activation')).to.equal(false)
    expect(snippet().split('\n')[0]).to.equal('<ss-menu label="Lunch &amp; dinner">')
  })

  it('has no axe violations', async () => {
    const { panel } = await elementPage(menuDoc)
    await expectNoAxeViolations(panel)
  })
})
