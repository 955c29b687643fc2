import { expect } from '@esm-bundle/chai'
import { setViewport } from '../../test/helpers/emulation.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import { SsPopup } from './index.ts'
import { POPUP_STORAGE_KEY } from '../../core/storage/overlay-keys.ts'

const CONTENT = '<h2>Join our list</h2><p>News once a month.</p>'

describe('<ss-popup position>', () => {
  let container: HTMLElement
  beforeEach(async () => {
    await setViewport({ width: 1200, height: 800 })
    container = document.body.appendChild(document.createElement('div'))
  })
  afterEach(async () => {
    container.remove()
    await settle()
    localStorage.removeItem(POPUP_STORAGE_KEY)
  })

  async function openPopup(attributes: string): Promise<{ element: SsPopup; panel: DOMRect }> {
    container.insertAdjacentHTML('beforeend', `<ss-popup ${attributes}>${CONTENT}</ss-popup>`)
    const element = container.lastElementChild as SsPopup
    await customElements.whenDefined('ss-popup')
    element.open()
    await waitFor(() => element.shadowRoot?.querySelector('dialog')?.open, 'the popup to open')
    await settle()
    const panel = element.shadowRoot!.querySelector('[part=panel]')!.getBoundingClientRect()
    return { element, panel }
  }

  const near = (actual: number, expected: number) => expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).to.be.below(2)
  const width = () => document.documentElement.clientWidth
  const height = () => innerHeight

  it('stands in the centre by default', async () => {
    const { panel } = await openPopup('')
    near(panel.left + panel.width / 2, width() / 2)
    near(panel.top + panel.height / 2, height() / 2)
  })

  it('stands in the corner or edge its position names, from the attribute or the block JSON', async () => {
    // The dialog keeps 20 px between the panel and the window's edges.
    const edge = 20
    const cases: Array<[string, (panel: DOMRect) => void]> = [
      ['position="TOP_LEFT"', (panel) => (near(panel.left, edge), near(panel.top, edge))],
      ['position="BOTTOM_RIGHT"', (panel) => (near(panel.right, width() - edge), near(panel.bottom, height() - edge))],
      ['position="TOP_CENTER"', (panel) => (near(panel.top, edge), near(panel.left + panel.width / 2, width() / 2))],
      [`data-block-json='{"position": "CENTER_RIGHT"}'`, (panel) => (near(panel.right, width() - edge), near(panel.top + panel.height / 2, height() / 2))],
      ['position="BOTTOM_LEFT"', (panel) => (near(panel.left, edge), near(panel.bottom, height() - edge))],
    ]
    for (const [attributes, check] of cases) {
      const { element, panel } = await openPopup(attributes)
      check(panel)
      element.remove()
      await settle()
    }
  })

  it('reports an unknown position as bad configuration and stands in the centre', async () => {
    const errors: unknown[] = []
    const originalError = console.error
    console.error = (...args: unknown[]) => errors.push(args.join(' '))
    try {
      container.addEventListener('ss-error', (event) => errors.push((event as CustomEvent).detail), { once: true })
      const { element, panel } = await openPopup('position="MIDDLE"')
      expect(element.getAttribute('data-ss-error')).to.contain('position')
      expect(errors[0]).to.match(/<ss-popup> position at position:/)
      expect(errors[1]).to.include({ tag: 'ss-popup', attribute: 'position', path: 'position' })
      expect(element.position).to.equal('CENTER')
      near(panel.left + panel.width / 2, width() / 2)
      near(panel.top + panel.height / 2, height() / 2)

      element.setAttribute('position', 'TOP_RIGHT')
      await settle()
      expect(element.hasAttribute('data-ss-error')).to.equal(false)
    } finally {
      console.error = originalError
    }
  })
})
