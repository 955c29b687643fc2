import { expect } from '@esm-bundle/chai'
import '../../elements/ss-accordion/index.ts'
import '../../elements/ss-search/index.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { colorScales } from './design-tokens.ts'

// The theme as the package ships it: npm run build writes it from the tokens.
const THEME_URL = '/dist/themes/ss-theme.css'
const PAGE_TEXT = 'rgb(10, 20, 30)'

/** `#82868d` as getComputedStyle writes it: `rgb(130, 134, 141)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`
const LIGHT_BORDER = rgb(colorScales.gray[500])
const DARK_BORDER = rgb(colorScales.gray[400])

let container: HTMLElement
let theme: HTMLLinkElement | undefined

async function loadTheme(): Promise<void> {
  theme = document.createElement('link')
  theme.rel = 'stylesheet'
  theme.href = THEME_URL
  const loaded = new Promise((resolve, reject) => {
    theme!.onload = resolve
    theme!.onerror = () => reject(new Error(`${THEME_URL} did not load: run npm run build first`))
  })
  document.head.append(theme)
  await loaded
}

async function search(): Promise<HTMLElement> {
  container.innerHTML = '<ss-search><form action="/search"><input name="q" aria-label="Search"></form></ss-search>'
  const element = container.querySelector<HTMLElement>('ss-search')!
  await waitFor(() => element.shadowRoot?.querySelector('[part~=input]'), 'the search box to render')
  return element
}
/** The colour of the search box's border: its own custom property, else the theme's `--ss-color-border`, else the text colour. */
const boxBorder = (element: HTMLElement) => getComputedStyle(element.shadowRoot!.querySelector('[part~=input]')!).borderTopColor

async function accordion(): Promise<HTMLElement> {
  container.innerHTML = '<ss-accordion><details><summary>One</summary><p>1</p></details><details open><summary>Two</summary><p>2</p></details></ss-accordion>'
  const element = container.querySelector<HTMLElement>('ss-accordion')!
  await waitFor(() => element.querySelectorAll('button[aria-expanded]').length === 2, 'the accordion to upgrade its items')
  return element
}
const titleButtons = (element: HTMLElement) => [...element.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')]

describe('the theme stylesheet', () => {
  beforeEach(() => {
    container = document.createElement('div')
    container.style.color = PAGE_TEXT
    document.body.append(container)
  })
  afterEach(async () => {
    container.remove()
    theme?.remove()
    theme = undefined
    delete document.documentElement.dataset.ssTheme
    await emulateMedia({ colorScheme: null })
  })

  it('without it, an element keeps its own look: the literal fallback', async () => {
    const element = await search()
    expect(boxBorder(element)).to.equal(PAGE_TEXT)
  })

  it("reaches into an element's shadow root: the light token by default", async () => {
    await loadTheme()
    const element = await search()
    expect(boxBorder(element)).to.equal(LIGHT_BORDER)
  })

  it('gives the dark token under data-ss-theme="dark" on <html> or on any ancestor, the nearest one winning', async () => {
    await loadTheme()
    const element = await search()
    document.documentElement.dataset.ssTheme = 'dark'
    expect(boxBorder(element), 'dark on <html>').to.equal(DARK_BORDER)
    container.dataset.ssTheme = 'light'
    expect(boxBorder(element), 'light on an ancestor inside a dark page').to.equal(LIGHT_BORDER)
    delete document.documentElement.dataset.ssTheme
    container.dataset.ssTheme = 'dark'
    expect(boxBorder(element), 'dark on an ancestor inside a light page').to.equal(DARK_BORDER)
  })

  it('follows the visitor preferring a dark scheme, unless data-ss-theme="light" says otherwise', async function () {
    // Firefox and WebKit cannot emulate the preference for CSS (test/helpers/emulation.ts): Chromium shows it.
    if ((await emulateMedia({ colorScheme: 'dark' })) !== 'browser') this.skip()
    await loadTheme()
    const element = await search()
    expect(boxBorder(element), 'preferring dark').to.equal(DARK_BORDER)
    document.documentElement.dataset.ssTheme = 'light'
    expect(boxBorder(element), 'preferring dark, light forced').to.equal(LIGHT_BORDER)
    await emulateMedia({ colorScheme: 'light' })
    delete document.documentElement.dataset.ssTheme
    expect(boxBorder(element), 'preferring light').to.equal(LIGHT_BORDER)
  })

  it("lets the element's own custom property win over the token, and a page's token win over the theme's", async () => {
    await loadTheme()
    const element = await search()
    container.style.setProperty('--ss-color-border', 'rgb(4, 5, 6)')
    expect(boxBorder(element), "the page's token").to.equal('rgb(4, 5, 6)')
    element.style.setProperty('--ss-search-border', '1px solid rgb(1, 2, 3)')
    expect(boxBorder(element), "the element's property").to.equal('rgb(1, 2, 3)')
    document.documentElement.dataset.ssTheme = 'dark'
    expect(boxBorder(element), "the element's property, in the dark theme").to.equal('rgb(1, 2, 3)')
  })

  it("gives the accordion a divider in the theme's colour and, in place of the element's marker, a chevron that turns as an item opens", async () => {
    await loadTheme()
    // The chevron turns over --ss-duration-250; without a transition its computed turn is the final one at once.
    container.style.setProperty('--ss-duration-250', '0s')
    const element = await accordion()
    const [closed, open] = titleButtons(element)
    const divider = () => getComputedStyle(element.querySelector('[data-state]')!).borderBottomColor
    expect(divider(), 'light divider').to.equal(rgb(colorScales.gray[200]))
    document.documentElement.dataset.ssTheme = 'dark'
    expect(divider(), 'dark divider').to.equal(rgb(colorScales.gray[700]))

    expect(getComputedStyle(closed!).display, "the theme's layout wins over the element's defaults").to.equal('flex')
    expect(getComputedStyle(closed!, '::before').content, "the element's marker").to.equal('none')
    const chevron = (button: HTMLElement) => getComputedStyle(button, '::after')
    expect(chevron(closed!).content).to.equal('""')
    const openTurn = chevron(open!).transform
    expect(openTurn).not.to.equal(chevron(closed!).transform)
    closed!.click()
    await waitFor(() => closed!.getAttribute('aria-expanded') === 'true', 'the first item to open')
    expect(chevron(closed!).transform, 'opening turns it').to.equal(openTurn)
  })

  it("leaves a bare accordion with the element's own marker and no chevron when the page has no theme", async () => {
    const element = await accordion()
    const [closed] = titleButtons(element)
    expect(getComputedStyle(closed!, '::before').content).to.not.equal('none')
    expect(getComputedStyle(closed!, '::after').content).to.equal('none')
  })
})
