import { expect } from '@esm-bundle/chai'
import { waitFor } from '../test/helpers/wait.ts'

// Loads the built files as a page would; `npm test` builds dist/ before the browser suite.
const load = (path: string) => import(/* @vite-ignore */ path)
const resourcesMatching = (pattern: RegExp) =>
  performance.getEntriesByType('resource').filter((entry) => pattern.test(entry.name))

describe('dist/ bundles', () => {
  it('dist/ss-elements.js defines every element', async () => {
    await load('/dist/ss-elements.js')
    expect(customElements.get('ss-accordion')).to.be.a('function')
  })

  it('renders an element from the bundle', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<ss-accordion expand-first><details><summary>A</summary>a</details><details><summary>B</summary>b</details></ss-accordion>',
    )
    const element = document.querySelector('ss-accordion')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the bundled accordion to render')
    await waitFor(() => element.querySelector('button[aria-expanded]'), 'the accordion to upgrade its items')
    expect(element.querySelector('button[aria-expanded]')!.getAttribute('aria-expanded')).to.equal('true')
    element.remove()
  })

  it('reports bad configuration in plain English', async () => {
    const original = console.error
    console.error = () => {}
    try {
      document.body.insertAdjacentHTML('beforeend', `<ss-accordion data-block-json='{"multiple":"yes"}'></ss-accordion>`)
      const element = document.querySelector('ss-accordion')!
      await waitFor(() => element.hasAttribute('data-ss-error'), 'the configuration error')
      expect(element.getAttribute('data-ss-error')).to.contain('multiple').and.to.contain('expected boolean, received string')
      element.remove()
    } finally {
      console.error = original
    }
  })

  it('loading an element entry after the full bundle defines nothing twice and throws nothing', async () => {
    const before = customElements.get('ss-accordion')
    const module = await load('/dist/elements/ss-accordion.js')
    expect(module.SsAccordion).to.equal(before)
    expect(customElements.get('ss-accordion')).to.equal(before)
  })

  it('loads React once, from one shared chunk, whatever the entries', async () => {
    await load('/dist/elements/ss-gallery.js')
    document.body.insertAdjacentHTML('beforeend', '<ss-gallery><figure data-type="image"><img data-src="/core/images/test-images/square.svg" data-image-dimensions="100x100" alt="A square"></figure></ss-gallery><ss-form form-id="f1"></ss-form>')
    const [gallery, form] = [document.querySelector('ss-gallery')!, document.querySelector('ss-form')!]
    await waitFor(() => gallery.shadowRoot?.querySelector('[part~=base]') && form.shadowRoot?.querySelector('[part~=base]'), 'a gallery and a form to render')
    gallery.remove()
    form.remove()
    expect(resourcesMatching(/\/dist\/chunks\/react-[\w-]+\.js$/)).to.have.length(1)
  })
})
