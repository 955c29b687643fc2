import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import './index.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsMenu } from './element.ts'

/**
 * The W3C APG tabs regression tests (aria-practices, test/tests/tabs_tabs-manual.js and tabs_tabs-automatic.js),
 * ported. Their example has four tabs, each panel holding a link; so does this one. Where the example gives a
 * panel `aria-labelledby` its tab, a panel here is named by `aria-label` (it cannot point into the shadow root),
 * and the selected tab is `tabindex="0"` where the example's has none: both put it, alone, in the Tab sequence.
 */
const names = ['Maria Ahlefeldt', 'Carl Andersen', 'Ida da Fonseca', 'Peter Müller']
const sections = names
  .map((name, i) => `<section data-title="${name}"><p>${name} was a poet.</p><p><a href="#poet-${i}">${name} sources</a></p></section>`)
  .join('')

let container: HTMLElement | undefined

async function menu(attributes = ''): Promise<SsMenu> {
  container = document.createElement('div')
  container.innerHTML = `<ss-menu label="Danish Composers" ${attributes}>${sections}</ss-menu>`
  document.body.append(container)
  const element = container.querySelector('ss-menu')!
  await waitFor(() => tabs(element).length === names.length, 'the tabs')
  return element
}

const tabs = (element: Element) => Array.from(element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]'))
const panels = (element: Element) => Array.from(element.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]'))
const displayed = (element: Element) => panels(element).map((panel) => panel.getClientRects().length > 0)
const focusedTab = (element: Element) => tabs(element).indexOf(element.shadowRoot!.activeElement as HTMLButtonElement)
const only = (index: number) => names.map((_, i) => i === index)

async function expectTabOrder(targets: readonly Element[]) {
  for (const target of targets.slice(1)) {
    await sendKeys({ press: 'Tab' })
    const focused = document.activeElement?.shadowRoot?.activeElement ?? document.activeElement
    expect(focused, `focus on ${target.textContent}`).to.equal(target)
  }
}

describe('<ss-menu> against the W3C APG tabs tests', () => {
  afterEach(() => container?.remove())

  describe('attributes', () => {
    it('one tablist, a div, named', async () => {
      const element = await menu()
      const lists = element.shadowRoot!.querySelectorAll('[role=tablist]')
      expect(lists).to.have.length(1)
      expect(lists[0]!.localName).to.equal('div')
      expect(lists[0]!.getAttribute('aria-label')).to.equal('Danish Composers')
    })

    it('role tab on a button for each panel', async () => {
      const element = await menu()
      expect(tabs(element).map((tab) => tab.localName)).to.deep.equal(names.map(() => 'button'))
    })

    it('aria-selected true on the selected tab only, and only its panel displayed', async () => {
      const element = await menu()
      for (const [index] of names.entries()) {
        tabs(element)[index]!.click()
        expect(tabs(element).map((tab) => tab.getAttribute('aria-selected') === 'true')).to.deep.equal(only(index))
        expect(displayed(element)).to.deep.equal(only(index))
      }
    })

    it('only the selected tab in the Tab sequence, the others tabindex -1', async () => {
      const element = await menu()
      for (const [index] of names.entries()) {
        tabs(element)[index]!.click()
        expect(tabs(element).map((tab) => tab.getAttribute('tabindex'))).to.deep.equal(names.map((_, i) => (i === index ? '0' : '-1')))
      }
    })

    it('each tab controls its panel', async () => {
      const element = await menu()
      tabs(element).forEach((tab, i) => expect(tab.ariaControlsElements).to.deep.equal([panels(element)[i]]))
    })

    it('role tabpanel on each section, named by its tab', async () => {
      const element = await menu()
      expect(panels(element)).to.have.length(names.length)
      expect(panels(element).map((panel) => panel.getAttribute('aria-label'))).to.deep.equal(tabs(element).map((tab) => tab.textContent))
    })
  })

  describe('keys', () => {
    it('Tab moves focus from the selected tab into its panel', async () => {
      const element = await menu()
      for (const [index] of names.entries()) {
        tabs(element)[index]!.click()
        tabs(element)[index]!.focus()
        const panel = panels(element)[index]!
        await expectTabOrder([tabs(element)[index]!, panel, panel.querySelector('a')!])
      }
    })

    it('ArrowRight moves focus to the next tab without displaying its panel, and wraps', async () => {
      const element = await menu()
      tabs(element)[0]!.focus()
      for (let index = 1; index < names.length; index++) {
        await sendKeys({ press: 'ArrowRight' })
        expect(focusedTab(element)).to.equal(index)
        expect(displayed(element)[index], `panel ${index} displayed`).to.equal(false)
      }
      await sendKeys({ press: 'ArrowRight' })
      expect(focusedTab(element)).to.equal(0)
    })

    for (const key of ['Enter', 'Space'] as const) {
      it(`${key} activates the tab that has focus`, async () => {
        const element = await menu()
        tabs(element)[0]!.focus()
        for (let index = 0; index < names.length - 1; index++) {
          await sendKeys({ press: key })
          expect(displayed(element)[index], `panel ${index} displayed`).to.equal(true)
          expect(tabs(element)[index]!.getAttribute('aria-selected')).to.equal('true')
          await sendKeys({ press: 'ArrowRight' })
        }
      })
    }

    it('ArrowLeft moves focus to the previous tab, and wraps', async () => {
      const element = await menu()
      tabs(element)[0]!.focus()
      await sendKeys({ press: 'ArrowLeft' })
      expect(focusedTab(element)).to.equal(names.length - 1)
      expect(displayed(element)[names.length - 1]).to.equal(false)
      for (let index = names.length - 1; index > 0; index--) {
        await sendKeys({ press: 'ArrowLeft' })
        expect(focusedTab(element)).to.equal(index - 1)
      }
    })

    it('Home and End move focus to the first and last tab', async () => {
      const element = await menu()
      for (const [index] of names.entries()) {
        tabs(element)[index]!.click()
        tabs(element)[index]!.focus()
        await sendKeys({ press: 'Home' })
        expect(focusedTab(element)).to.equal(0)
        tabs(element)[index]!.focus()
        await sendKeys({ press: 'End' })
        expect(focusedTab(element)).to.equal(names.length - 1)
      }
    })

    it('with automatic activation, the arrows, Home and End select the tab they move to', async () => {
      const element = await menu('activation="automatic"')
      tabs(element)[0]!.focus()
      for (const [key, index] of [['ArrowRight', 1], ['ArrowLeft', 0], ['ArrowLeft', 3], ['Home', 0], ['End', 3]] as const) {
        await sendKeys({ press: key })
        expect(focusedTab(element), `focus after ${key}`).to.equal(index)
        expect(displayed(element), `panels after ${key}`).to.deep.equal(only(index))
      }
    })
  })
})
