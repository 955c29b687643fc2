import { expect } from '@esm-bundle/chai'
import { resetPageContext } from '../../core/context/page-context.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsBadge } from './index.ts'
import './index.ts'

declare global {
  interface Window {
    SS_CONTEXT?: unknown
  }
}

let container: HTMLElement | undefined

async function mount(attributes = '', context?: object): Promise<SsBadge> {
  window.SS_CONTEXT = context
  resetPageContext()
  container = document.createElement('div')
  container.innerHTML = `<ss-badge ${attributes}><a href="https://example.com/">Made with ss-elements</a></ss-badge>`
  document.body.append(container)
  const element = container.querySelector('ss-badge')!
  await waitFor(() => element.shadowRoot?.firstChild && !element.hasAttribute('data-ss-pending'), 'the badge to load')
  return element
}

const base = (element: SsBadge) => element.shadowRoot!.querySelector<HTMLElement>('[part=base]')!

describe('<ss-badge>', () => {
  afterEach(() => {
    container?.remove()
    delete window.SS_CONTEXT
    resetPageContext()
  })

  it("server-rendered, draws over the shell the server wrote (its stylesheet around a bare slot), the link in its box", async () => {
    container = document.createElement('div')
    container.setHTMLUnsafe(
      '<ss-badge ss-badge-type="white"><template shadowrootmode="open"><link rel="stylesheet" href="/dist/styles/ss-badge.css"><slot></slot></template><a href="https://example.com/">Made with ss-elements</a></ss-badge>',
    )
    document.body.append(container)
    const element = container.querySelector<SsBadge>('ss-badge')!
    await waitFor(() => base(element) && !element.hasAttribute('data-ss-pending'), 'the badge to draw')
    expect(element.shadowRoot!.querySelectorAll(':scope > link, :scope > slot')).to.have.length(0)
    expect(element.querySelector('a')!.assignedSlot!.parentElement).to.equal(base(element))
    expect(getComputedStyle(base(element)).backgroundColor).to.equal('rgb(255, 255, 255)')
  })

  it('is a black box in the bottom-right corner by default, around its link', async () => {
    const element = await mount()
    expect(base(element).dataset.type).to.equal('black')
    expect(getComputedStyle(base(element)).backgroundColor).to.equal('rgb(0, 0, 0)')
    const box = element.getBoundingClientRect()
    expect(document.documentElement.clientWidth - box.right).to.be.closeTo(20, 1)
    expect(element.querySelector('a')!.getBoundingClientRect().width).to.be.greaterThan(0)
    await expectNoAxeViolations(container!)
  })

  it("takes the site's ssBadgeType from the page context", async () => {
    expect(base(await mount('', { websiteSettings: { ssBadgeType: 2 } })).dataset.type).to.equal('white')
    container!.remove()
    const none = await mount('', { websiteSettings: { ssBadgeType: 0 } })
    expect(none.hidden).to.equal(true)
    expect(none.getBoundingClientRect().height).to.equal(0)
  })

  it('lets its own ss-badge-type win over the site setting', async () => {
    const element = await mount('ss-badge-type="white"', { websiteSettings: { ssBadgeType: 'none' } })
    expect(element.hidden).to.equal(false)
    expect(getComputedStyle(base(element)).backgroundColor).to.equal('rgb(255, 255, 255)')
    await expectNoAxeViolations(container!)
  })

  it('reports an unknown type and keeps its link readable', async () => {
    const element = await mount('ss-badge-type="gold"')
    await waitFor(() => element.hasAttribute('data-ss-error'), 'the error')
    expect(element.querySelector('a')!.getBoundingClientRect().width).to.be.greaterThan(0)
  })
})
