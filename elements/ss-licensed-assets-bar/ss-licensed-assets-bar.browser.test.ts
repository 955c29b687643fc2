import { expect } from '@esm-bundle/chai'
import { resetPageContext } from '../../core/context/page-context.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsLicensedAssetsBar } from './index.ts'
import './index.ts'

declare global {
  interface Window {
    SS_CONTEXT?: unknown
  }
}

const EDITOR = { authenticatedAccount: { id: 'a1' }, websiteRoles: [1] }
let container: HTMLElement | undefined

async function mount(attributes = '', context?: object): Promise<SsLicensedAssetsBar> {
  window.SS_CONTEXT = context
  resetPageContext()
  container = document.createElement('div')
  container.innerHTML = `<ss-licensed-assets-bar ${attributes}></ss-licensed-assets-bar>`
  document.body.append(container)
  const element = container.querySelector('ss-licensed-assets-bar')!
  await waitFor(() => !element.hasAttribute('data-ss-pending') && element.shadowRoot!.adoptedStyleSheets.length > 0, 'the bar to load')
  return element
}

const text = (element: Element) => element.shadowRoot!.querySelector('[part=message]')?.textContent

describe('<ss-licensed-assets-bar>', () => {
  afterEach(() => {
    container?.remove()
    delete window.SS_CONTEXT
    resetPageContext()
  })

  it('tells an account that may edit the site, with a link to the configuration area', async () => {
    const element = await mount('count="3"', EDITOR)
    expect(element.getBoundingClientRect().height).to.be.greaterThan(0)
    expect(text(element)).to.equal('This site uses 3 licensed assets that have not been paid for yet.')
    const link = element.shadowRoot!.querySelector('a')!
    expect(link.getAttribute('href')).to.equal(`/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`)
    await expectNoAxeViolations(container!)
  })

  it('says "asset" for one, and no number when it is not given', async () => {
    expect(text(await mount('count="1"', EDITOR))).to.equal('This site uses 1 licensed asset that has not been paid for yet.')
    container!.remove()
    expect(text(await mount('', EDITOR))).to.equal('This site uses licensed assets that have not been paid for yet.')
  })

  it('shows nothing to a visitor, to a viewer, or when no asset is unlicensed', async () => {
    for (const [attributes, context] of [
      ['count="3"', undefined],
      ['count="3"', { authenticatedAccount: { id: 'a2' }, websiteRoles: [10] }],
      ['count="0"', EDITOR],
    ] as const) {
      const element = await mount(attributes, context)
      expect(element.hidden).to.equal(true)
      expect(element.getBoundingClientRect().height).to.equal(0)
      container!.remove()
    }
  })
})
