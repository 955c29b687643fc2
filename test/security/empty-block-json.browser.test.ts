import { expect } from '@esm-bundle/chai'
import '../../elements/ss-accordion/index.ts'
import '../../elements/ss-cookie-banner/index.ts'
import '../../elements/ss-form/index.ts'
import '../../elements/ss-gallery/index.ts'
import { waitForEvent } from '../helpers/events.ts'
import { waitFor } from '../helpers/wait.ts'

const LIGHT_DOM: Record<string, string> = {
  'ss-accordion': '<details><summary>Delivery</summary><p>Two days.</p></details>',
  'ss-gallery': '<figure data-type="image"><img data-src="/x.png" data-image-dimensions="100x100" alt="A slide"></figure>',
  'ss-cookie-banner': '',
  'ss-form': '',
}

describe('an empty data-block-json is unparseable configuration, on every element', () => {
  let container: HTMLElement | undefined
  let errors: unknown[][] = []
  const original = console.error

  beforeEach(() => {
    errors = []
    console.error = (...args: unknown[]) => errors.push(args)
  })
  afterEach(() => {
    console.error = original
    container?.remove()
  })

  for (const [tag, lightDom] of Object.entries(LIGHT_DOM)) {
    it(`<${tag} data-block-json="">: one console.error, data-ss-error and ss-error, the light DOM kept`, async () => {
      container = document.createElement('div')
      container.innerHTML = `<${tag} data-block-json="">${lightDom}</${tag}>`
      const element = container.firstElementChild as HTMLElement
      const reported = waitForEvent<CustomEvent>(element, 'ss-error', 10_000)
      document.body.append(container)
      const { detail } = await reported

      expect(detail).to.include({ tag, attribute: 'data-block-json', path: '(root)' })
      expect(element.getAttribute('data-ss-error')).to.contain('data-block-json at (root)')
      expect(errors.map((args) => String(args[0])).filter((text) => text.includes(`<${tag}>`))).to.have.length(1)
      await waitFor(() => !element.hasAttribute('data-ss-pending'), 'the implementation to load')
      expect(Array.from(element.shadowRoot!.children, (child) => child.localName)).to.deep.equal(['slot'])
    })
  }

  it('names the gallery\'s own sentence for missing block data', async () => {
    container = document.createElement('div')
    container.innerHTML = `<ss-gallery data-block-json="  ">${LIGHT_DOM['ss-gallery']}</ss-gallery>`
    const element = container.firstElementChild as HTMLElement
    const reported = waitForEvent<CustomEvent>(element, 'ss-error', 10_000)
    document.body.append(container)
    expect((await reported).detail.message).to.match(/^Error evaluating gallery block data\./)
  })
})
