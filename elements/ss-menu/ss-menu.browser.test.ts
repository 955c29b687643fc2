import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { SsMenu } from './element.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

// Defined as dist/ss-elements.js defines it: the implementation loads when the first menu connects.
SsMenu.define()

const sectionsMarkup = (titles: string[]) =>
  titles.map((title) => `<section data-title="${title}"><p>${title} dishes</p></section>`).join('')

let container: HTMLElement | undefined

function insertMenu(attributes = '', sections = sectionsMarkup(['Breakfast', 'Lunch', 'Dinner'])): SsMenu {
  container = document.createElement('div')
  container.innerHTML = `<ss-menu ${attributes}>${sections}</ss-menu>`
  document.body.append(container)
  return container.querySelector('ss-menu')!
}

async function menu(attributes = '', sections?: string): Promise<SsMenu> {
  const element = insertMenu(attributes, sections)
  await waitFor(() => element.shadowRoot?.querySelector('[part=tablist]'), 'the menu to render')
  return element
}

const tabs = (element: Element) => Array.from(element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]'))
const panels = (element: Element) => Array.from(element.querySelectorAll<HTMLElement>(':scope > section'))
const tab = (element: Element, index: number) => tabs(element)[index]!
const selected = (element: Element) => tabs(element).map((each) => each.getAttribute('aria-selected'))
const shown = (element: Element) => panels(element).map((panel) => !panel.hidden && panel.getClientRects().length > 0)
const focusedTab = (element: Element) => tabs(element).indexOf(element.shadowRoot!.activeElement as HTMLButtonElement)

function recordEvents(element: Element) {
  const events: Array<[string, unknown]> = []
  for (const name of ['ss-before-tab-change', 'ss-tab-change']) {
    element.addEventListener(name, (event) => events.push([name, (event as CustomEvent).detail]))
  }
  return events
}

describe('<ss-menu>', () => {
  afterEach(() => container?.remove())

  // First: only the first menu of the page waits for the implementation, and so shows the pending layout.
  it('shows the first section in its final place before its code has loaded', async () => {
    const element = insertMenu()
    expect(element.hasAttribute('data-ss-pending'), 'measured while pending').to.equal(true)
    const pendingTop = panels(element)[0]!.getBoundingClientRect().top
    expect(shown(element)).to.deep.equal([true, false, false])
    await waitFor(() => tabs(element).length === 3, 'the tabs')
    expect(panels(element)[0]!.getBoundingClientRect().top).to.equal(pendingTop)
    expect(shown(element)).to.deep.equal([true, false, false])
  })

  it('follows the WAI-ARIA tabs pattern: a named tab list, tabs controlling named, focusable panels', async () => {
    const element = await menu('label="Restaurant menu"')
    const tablist = element.shadowRoot!.querySelector('[role=tablist]')!
    expect(tablist.getAttribute('aria-label')).to.equal('Restaurant menu')
    expect(tabs(element).map((each) => each.textContent)).to.deep.equal(['Breakfast', 'Lunch', 'Dinner'])
    expect(tabs(element).map((each) => each.parentElement)).to.deep.equal([tablist, tablist, tablist])
    panels(element).forEach((panel, i) => {
      expect(panel.getAttribute('role')).to.equal('tabpanel')
      expect(panel.tabIndex).to.equal(0)
      expect(panel.getAttribute('aria-label')).to.equal(tab(element, i).textContent)
      expect(tab(element, i).ariaControlsElements).to.deep.equal([panel])
    })
    await expectNoAxeViolations(container!)
  })

  it("keeps the page's own button styles off its tabs", async () => {
    const style = document.createElement('style')
    style.textContent = 'button { border: 3px solid red; background: yellow; }'
    document.head.append(style)
    try {
      const element = await menu()
      const look = getComputedStyle(tab(element, 1))
      expect([look.borderTopWidth, look.backgroundColor]).to.deep.equal(['0px', 'rgba(0, 0, 0, 0)'])
    } finally {
      style.remove()
    }
  })

  it('selects the first tab initially, with only it in the tab sequence', async () => {
    const element = await menu()
    expect(selected(element)).to.deep.equal(['true', 'false', 'false'])
    expect(tabs(element).map((each) => each.tabIndex)).to.deep.equal([0, -1, -1])
    expect(shown(element)).to.deep.equal([true, false, false])
  })

  it('names the tab list "Menu" by default', async () => {
    const element = await menu()
    expect(element.shadowRoot!.querySelector('[role=tablist]')!.getAttribute('aria-label')).to.equal('Menu')
  })

  it('selects a tab on click, firing ss-before-tab-change then ss-tab-change', async () => {
    const element = await menu()
    const events = recordEvents(element)
    tab(element, 2).click()
    expect(selected(element)).to.deep.equal(['false', 'false', 'true'])
    expect(tabs(element).map((each) => each.tabIndex)).to.deep.equal([-1, -1, 0])
    expect(shown(element)).to.deep.equal([false, false, true])
    expect(events).to.deep.equal([
      ['ss-before-tab-change', { index: 2 }],
      ['ss-tab-change', { index: 2 }],
    ])
  })

  it('keeps the current tab when ss-before-tab-change is cancelled', async () => {
    const element = await menu()
    const events = recordEvents(element)
    element.addEventListener('ss-before-tab-change', (event) => event.preventDefault())
    tab(element, 1).click()
    expect(selected(element)).to.deep.equal(['true', 'false', 'false'])
    expect(shown(element)).to.deep.equal([true, false, false])
    expect(events.map(([name]) => name)).to.deep.equal(['ss-before-tab-change'])
  })

  it('fires nothing when the selected tab is clicked again', async () => {
    const element = await menu()
    const events = recordEvents(element)
    tab(element, 0).click()
    expect(events).to.deep.equal([])
  })

  describe('keyboard', () => {
    it('ArrowRight and ArrowLeft move focus and wrap, without selecting', async () => {
      const element = await menu()
      tab(element, 0).focus()
      await sendKeys({ press: 'ArrowRight' })
      expect(focusedTab(element)).to.equal(1)
      await sendKeys({ press: 'ArrowRight' })
      await sendKeys({ press: 'ArrowRight' })
      expect(focusedTab(element)).to.equal(0)
      await sendKeys({ press: 'ArrowLeft' })
      expect(focusedTab(element)).to.equal(2)
      expect(selected(element)).to.deep.equal(['true', 'false', 'false'])
      expect(shown(element)).to.deep.equal([true, false, false])
    })

    it('Home and End move focus to the first and last tab', async () => {
      const element = await menu()
      tab(element, 1).focus()
      await sendKeys({ press: 'End' })
      expect(focusedTab(element)).to.equal(2)
      await sendKeys({ press: 'Home' })
      expect(focusedTab(element)).to.equal(0)
    })

    it('Enter and Space select the focused tab', async () => {
      const element = await menu()
      const events = recordEvents(element)
      tab(element, 0).focus()
      await sendKeys({ press: 'ArrowRight' })
      await sendKeys({ press: 'Enter' })
      expect(selected(element)).to.deep.equal(['false', 'true', 'false'])
      expect(shown(element)).to.deep.equal([false, true, false])
      await sendKeys({ press: 'ArrowRight' })
      await sendKeys({ press: 'Space' })
      expect(selected(element)).to.deep.equal(['false', 'false', 'true'])
      expect(events.filter(([name]) => name === 'ss-tab-change')).to.deep.equal([
        ['ss-tab-change', { index: 1 }],
        ['ss-tab-change', { index: 2 }],
      ])
    })

    it('mirrors ArrowLeft and ArrowRight when the menu reads right to left', async () => {
      const element = await menu('dir="rtl"')
      tab(element, 0).focus()
      await sendKeys({ press: 'ArrowLeft' })
      expect(focusedTab(element)).to.equal(1)
      await sendKeys({ press: 'ArrowRight' })
      await sendKeys({ press: 'ArrowRight' })
      expect(focusedTab(element)).to.equal(2)
    })

    it('selects as focus moves with activation="automatic"', async () => {
      const element = await menu('activation="automatic"')
      tab(element, 0).focus()
      await sendKeys({ press: 'ArrowLeft' })
      expect(focusedTab(element)).to.equal(2)
      expect(selected(element)).to.deep.equal(['false', 'false', 'true'])
      expect(shown(element)).to.deep.equal([false, false, true])
    })

    it('Tab goes from the selected tab to its panel, and Shift+Tab back to the selected tab', async () => {
      const element = await menu()
      tab(element, 1).click()
      tab(element, 1).focus()
      await sendKeys({ press: 'Tab' })
      expect(document.activeElement).to.equal(panels(element)[1])
      await sendKeys({ press: 'Shift+Tab' })
      expect(focusedTab(element)).to.equal(1)
    })
  })

  it('select(i) selects as a click would; an index out of range is ignored', async () => {
    const element = await menu()
    const events = recordEvents(element)
    element.select(1)
    element.select(3)
    element.select(-1)
    expect(selected(element)).to.deep.equal(['false', 'true', 'false'])
    expect(events).to.deep.equal([
      ['ss-before-tab-change', { index: 1 }],
      ['ss-tab-change', { index: 1 }],
    ])
  })

  it('runs select(i) called before it has rendered once it has', async () => {
    const element = insertMenu()
    element.select(2)
    await waitFor(() => tabs(element).length === 3, 'the tabs')
    expect(selected(element)).to.deep.equal(['false', 'false', 'true'])
  })

  it('follows sections added, removed and retitled, keeping the selected one', async () => {
    const element = await menu()
    tab(element, 1).click()
    element.insertAdjacentHTML('beforeend', sectionsMarkup(['Drinks']))
    panels(element)[0]!.remove()
    panels(element)[0]!.dataset.title = 'Midday'
    await waitFor(() => tabs(element).length === 3 && tab(element, 0).textContent === 'Midday', 'the tabs to follow')
    expect(tabs(element).map((each) => each.textContent)).to.deep.equal(['Midday', 'Dinner', 'Drinks'])
    expect(selected(element)).to.deep.equal(['true', 'false', 'false'])
    expect(shown(element)).to.deep.equal([true, false, false])
  })

  it('gives the light DOM back when removed, and draws the tabs again when re-inserted', async () => {
    const element = await menu()
    tab(element, 1).click()
    container!.remove()
    await settle()
    expect(tabs(element)).to.have.length(0)
    expect(panels(element).map((panel) => [panel.hidden, panel.getAttribute('role'), panel.getAttribute('aria-label')])).to.deep.equal([
      [false, null, null],
      [false, null, null],
      [false, null, null],
    ])
    document.body.append(container!)
    await waitFor(() => tabs(element).length === 3, 'the tabs again')
    expect(shown(element)).to.deep.equal([true, false, false])
  })

  it('keeps every section visible when the configuration is bad', async () => {
    const element = insertMenu('activation="sideways"')
    await waitFor(() => element.hasAttribute('data-ss-error'), 'the error')
    expect(tabs(element)).to.have.length(0)
    expect(shown(element)).to.deep.equal([true, true, true])
  })
})
