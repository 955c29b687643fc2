import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import './index.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import {
  accordion,
  animationsSettled,
  button,
  buttons,
  openStates,
  panels,
  removeTestContainer,
  shownPanels,
} from './test-fixtures/accordion-fixture.ts'

/**
 * The W3C APG accordion regression tests (aria-practices, test/tests/accordion_accordion.js), ported. Their
 * example has three sections, the first open, each panel a form; so does this one. Where the example lets
 * several panels be open, the tests use `multiple`; the one-open rule has its own tests.
 */
const field = (id: string) => `<label for="${id}">${id}</label> <input id="${id}">`
const section = (title: string, fieldIds: string[], open = false) =>
  `<details${open ? ' open' : ''}><summary>${title}</summary><fieldset>${fieldIds.map(field).join('')}</fieldset></details>`
const firstPanelFields = ['cufc1', 'cufc2', 'cufc3']
const secondPanelFields = ['b-add1', 'b-city']
const thirdPanelFields = ['m-add1', 'm-city']
const sections = [
  section('Personal Information', firstPanelFields, true),
  section('Billing Address', secondPanelFields),
  section('Shipping Address', thirdPanelFields),
].join('')

const byId = (id: string) => document.getElementById(id)

/** Tabs (or Shift+Tabs) from the element first named, checking that focus lands on each of the others in turn. */
async function expectTabOrder(ids: readonly string[], press: 'Tab' | 'Shift+Tab') {
  byId(ids[0]!)!.focus()
  for (const id of ids.slice(1)) {
    await sendKeys({ press })
    expect(document.activeElement?.id, `focus after ${press}`).to.equal(id)
  }
}

describe('<ss-accordion> against the W3C APG accordion tests', () => {
  afterEach(async () => {
    removeTestContainer()
    await emulateMedia({ reducedMotion: null })
  })

  describe('attributes', () => {
    it('an h3 element wraps each accordion button', async () => {
      const element = await accordion('multiple', sections)
      expect(buttons(element).map((header) => header.parentElement!.tagName)).to.deep.equal(['H3', 'H3', 'H3'])
    })

    it('aria-expanded on each button: true for the open section, false for the others', async () => {
      const element = await accordion('multiple', sections)
      expect(buttons(element).map((header) => header.getAttribute('aria-expanded'))).to.deep.equal(['true', 'false', 'false'])
    })

    it('aria-controls on each button names one element', async () => {
      const element = await accordion('multiple', sections)
      for (const header of buttons(element)) {
        const id = header.getAttribute('aria-controls')
        expect(id, 'aria-controls').to.be.a('string').and.not.equal('')
        expect(document.querySelectorAll(`#${CSS.escape(id!)}`)).to.have.length(1)
      }
    })

    it('the element each button controls has role region', async () => {
      const element = await accordion('multiple', sections)
      for (const header of buttons(element)) {
        expect(byId(header.getAttribute('aria-controls')!)!.getAttribute('role')).to.equal('region')
      }
    })

    it('aria-labelledby on each region names elements with text', async () => {
      const element = await accordion('multiple', sections)
      for (const panel of panels(element)) {
        const ids = panel.getAttribute('aria-labelledby')!.split(' ')
        for (const id of ids) expect(byId(id)?.innerText.trim(), `the text of #${id}`).to.not.equal('')
      }
    })
  })

  describe('keys', () => {
    for (const key of ['Enter', 'Space'] as const) {
      it(`${key} toggles a section`, async () => {
        const element = await accordion('multiple', sections)
        for (const index of [1, 2]) {
          button(element, index).focus()
          await sendKeys({ press: key })
          expect(shownPanels(element)[index], `panel ${index} shown`).to.equal(true)
          expect(openStates(element)[index], `button ${index} expanded`).to.equal(true)
          await animationsSettled(element)
        }
        button(element, 0).focus()
        await sendKeys({ press: key })
        expect(openStates(element)[0], 'button 0 expanded').to.equal(false)
        await animationsSettled(element)
        expect(shownPanels(element)[0], 'panel 0 shown').to.equal(false)
      })
    }

    it('Tab moves focus between headers and the fields of open panels only', async () => {
      await emulateMedia({ reducedMotion: 'reduce' })
      const element = await accordion('multiple', sections)
      const headerIds = buttons(element).map((header) => header.id)
      await expectTabOrder([headerIds[0]!, ...firstPanelFields, headerIds[1]!, headerIds[2]!], 'Tab')
      button(element, 0).click()
      await expectTabOrder(headerIds, 'Tab')
    })

    it('Shift+Tab moves focus back between headers and the fields of open panels only', async () => {
      await emulateMedia({ reducedMotion: 'reduce' })
      const element = await accordion('multiple', sections)
      const headerIds = buttons(element).map((header) => header.id)
      button(element, 0).click()
      await expectTabOrder([...headerIds].reverse(), 'Shift+Tab')
      button(element, 1).click()
      await expectTabOrder([headerIds[2]!, ...[...secondPanelFields].reverse(), headerIds[1]!, headerIds[0]!], 'Shift+Tab')
    })

    it('ArrowDown and ArrowUp move between headers and wrap; Home and End go to the ends', async () => {
      const element = await accordion('', sections)
      button(element, 0).focus()
      await sendKeys({ press: 'ArrowDown' })
      expect(document.activeElement).to.equal(button(element, 1))
      await sendKeys({ press: 'ArrowUp' })
      await sendKeys({ press: 'ArrowUp' })
      expect(document.activeElement).to.equal(button(element, 2))
      await sendKeys({ press: 'ArrowDown' })
      expect(document.activeElement).to.equal(button(element, 0))
      await sendKeys({ press: 'End' })
      expect(document.activeElement).to.equal(button(element, 2))
      await sendKeys({ press: 'Home' })
      expect(document.activeElement).to.equal(button(element, 0))
    })
  })
})
