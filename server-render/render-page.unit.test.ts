import { afterEach, describe, expect, it, vi } from 'vitest'
import { SERVER_BLOCKS } from '../elements/server.ts'
import { renderPage } from './render-page.ts'

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title>${head}</head><body>\n${body}\n</body></html>`

const ACCORDION = '<ss-accordion id="faq"><details><summary>Shipping</summary><p>Two days.</p></details></ss-accordion>'

/** The page with every declarative shadow root taken out again. */
const withoutShadowRoots = (html: string) => html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>(?=<|\n)/g, '')

describe('renderPage', () => {
  afterEach(() => vi.restoreAllMocks())

  it("puts a block's server render in a declarative shadow root right after its start tag", async () => {
    const { html, warnings } = await renderPage(page(ACCORDION))
    expect(warnings).toEqual([])
    expect(html).toContain('<ss-accordion id="faq"><template shadowrootmode="open"><link rel="stylesheet" href="/dist/styles/ss-accordion.css">')
    expect(html).toMatch(/<template shadowrootmode="open">.*part="base".*<slot><\/slot>.*<\/template><details>/)
  })

  it('leaves the light DOM and every other byte of the page as written', async () => {
    const source = page(`<p>Before</p>\n${ACCORDION}\n<ss-menu><section><h2>Starters</h2><p>Soup</p></section></ss-menu>`)
    const { html } = await renderPage(source)
    expect(html).not.toBe(source)
    expect(html.split('<template shadowrootmode="open">').length).toBe(3)
    expect(withoutShadowRoots(html)).toBe(source)
  })

  it("opens an accordion's items as its upgrade will: the first for expand-first, one at a time unless multiple", async () => {
    const item = (title: string, open = '') => `<details${open}><summary>${title}</summary><p>${title}.</p></details>`
    const expandFirst = `<ss-accordion expand-first>\n  ${item('One')}${item('Two')}</ss-accordion>`
    const oneAtATime = `<ss-accordion>${item('One', ' open')}<DETAILS open class="x"><summary>Two</summary></DETAILS></ss-accordion>`
    const several = `<ss-accordion multiple data-block-json='{"expandFirst": true}'>${item('One')}${item('Two', ' open')}</ss-accordion>`
    const { html } = await renderPage(page(`${expandFirst}\n${oneAtATime}\n${several}`))
    expect(withoutShadowRoots(html)).toBe(
      page(
        `<ss-accordion expand-first>\n  ${item('One', ' open')}${item('Two')}</ss-accordion>\n` +
          `<ss-accordion>${item('One', ' open')}<DETAILS  class="x"><summary>Two</summary></DETAILS></ss-accordion>\n${several}`,
      ),
    )
  })

  it('leaves a block with unparseable block JSON as written and names it in a warning; the rest renders', async () => {
    const broken = `<ss-text-highlight id="hero" data-block-json='{"text": oops'>Hello</ss-text-highlight>`
    const { html, warnings } = await renderPage(page(`${broken}\n${ACCORDION}`))
    expect(html).toContain(broken)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^<ss-text-highlight id="hero"> left as written: data-block-json at \(root\): .*JSON/)
    expect(html).toContain('<ss-accordion id="faq"><template shadowrootmode="open">')
  })

  it('leaves a block whose block JSON has a wrong type as written, with a warning naming the path', async () => {
    const { html, warnings } = await renderPage(page(`<ss-accordion data-block-json='{"multiple":"yes"}'></ss-accordion>`))
    expect(html).not.toContain('<template')
    expect(warnings).toEqual([expect.stringMatching(/^<ss-accordion> left as written: data-block-json at multiple: /)])
  })

  it("gives page chrome only its stylesheet around a bare slot, its light DOM as written; leaves unknown tags alone", async () => {
    const source = page('<ss-cookie-banner></ss-cookie-banner><ss-popup><p>Hi</p></ss-popup><ss-tooltip><button>Save</button></ss-tooltip><ss-made-up></ss-made-up>')
    const { html, warnings } = await renderPage(source)
    expect(warnings).toEqual([])
    const shell = (tag: string) => `<${tag}><template shadowrootmode="open"><link rel="stylesheet" href="/dist/styles/${tag}.css"><slot></slot></template>`
    expect(html).toContain(`${shell('ss-cookie-banner')}</ss-cookie-banner>${shell('ss-popup')}<p>Hi</p></ss-popup>${shell('ss-tooltip')}<button>`)
    expect(html).toContain('<ss-made-up></ss-made-up>')
    expect(withoutShadowRoots(html)).toBe(source)
  })

  it('leaves a block whose render needs a browser as written, with a warning; the rest renders', async () => {
    // Every block renders in Node: this one is made to read the window while rendering, as a block could.
    const share = SERVER_BLOCKS['ss-share'].implementation.definition as unknown as { component: () => string }
    vi.spyOn(share, 'component').mockImplementation(() => `${window.innerWidth}`)
    const block = `<ss-share id="s1" data-block-json='{"networks":["email"]}'></ss-share>`
    const { html, warnings } = await renderPage(page(`${block}${ACCORDION}`))
    expect(html).toContain(`${block}<ss-accordion id="faq"><template shadowrootmode="open">`)
    expect(warnings).toEqual([expect.stringMatching(/^<ss-share id="s1"> left as written: render: window is not defined/)])
  })

  it("draws the blocks from options.context over the page's own #ss-context", async () => {
    const price = `<ss-product-price data-block-json='{"productType":"digital","priceCents":1500}'></ss-product-price>`
    const inPage = '<script id="ss-context" type="application/json">{"websiteSettings":{"storeSettings":{"selectedCurrency":"GBP"}}}</script>'
    const fromPage = await renderPage(page(price, inPage))
    expect(fromPage.html).toContain('<span part="price">£15.00</span>')
    const given = await renderPage(page(price, inPage), { context: { websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } } } })
    expect(given.warnings).toEqual([])
    expect(given.html).toContain('<span part="price">€15.00</span>')
  })

  it('links the stylesheet under the given styles base', async () => {
    const { html } = await renderPage(page(ACCORDION), { stylesBase: 'https://cdn.example/ss-elements@1/dist/styles/' })
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example/ss-elements@1/dist/styles/ss-accordion.css">')
  })
})
