import { expect } from '@esm-bundle/chai'
import { waitFor } from '../test/helpers/wait.ts'

describe('dist/autoloader.js', () => {
  it('loads the module of an ss-* element already in the page', async () => {
    document.body.insertAdjacentHTML('beforeend', '<ss-accordion><details><summary>A</summary>a</details></ss-accordion>')
    const autoloader = '/dist/autoloader.js'
    await import(/* @vite-ignore */ autoloader)
    await waitFor(() => customElements.get('ss-accordion'), '<ss-accordion> to be defined')
    const element = document.querySelector('ss-accordion')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the accordion to render')
  })

  it('ignores ss-* tags the library does not have', async () => {
    document.body.insertAdjacentHTML('beforeend', '<ss-nonexistent></ss-nonexistent>')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const requested = performance.getEntriesByType('resource').map((entry) => entry.name)
    expect(requested.some((name) => name.includes('ss-nonexistent'))).to.equal(false)
  })
})
