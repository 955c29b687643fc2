import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { resetPageContext } from '../../core/context/page-context.ts'
import { logInSiteUser, logOutSiteUser } from '../../core/site-users/session.ts'
import { REFERENCE_MEMBER, withReferenceMember } from '../../core/site-users/testing/reference-member.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { PricingChangeDetail, SsPricingToggle } from './index.ts'
import './index.ts'

const VIEWS = `<section data-title="Monthly"><p>$10 a month</p><a href="/join?plan=monthly">Join monthly</a></section>
  <section data-title="Yearly"><p>$100 a year</p><a href="/join?plan=yearly">Join yearly</a></section>`

let container: HTMLElement

async function toggle({ member }: { member: boolean }, attributes = ''): Promise<SsPricingToggle> {
  window.SS_CONTEXT = member ? { authenticatedAccount: { id: 'member-1' } } : {}
  resetPageContext()
  container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = `<ss-pricing-toggle ${attributes}>${VIEWS}</ss-pricing-toggle>`
  const element = container.querySelector('ss-pricing-toggle')!
  await waitFor(() => element.shadowRoot?.querySelector('[part~=view]'), 'the toggle to render')
  return element
}

const tabs = (element: Element) => Array.from(element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]'))
const sections = (element: Element) => Array.from(element.querySelectorAll('section'))
/** The sections the visitor sees: slotted into a view that is not hidden. */
const shownTitles = (element: Element) =>
  sections(element)
    .filter((section) => section.assignedSlot && !section.assignedSlot.closest('[hidden]'))
    .map((section) => section.dataset.title)
const selected = (element: Element) => tabs(element).map((tab) => tab.getAttribute('aria-selected'))

describe('<ss-pricing-toggle>', () => {
  afterEach(() => {
    container.remove()
    delete window.SS_CONTEXT
    resetPageContext()
  })

  it('shows a visitor who is not a logged-in member the first view alone, without buttons', async () => {
    const element = await toggle({ member: false })
    expect(tabs(element)).to.deep.equal([])
    expect(shownTitles(element)).to.deep.equal(['Monthly'])
  })

  describe('a site member logged in through core/site-users', () => {
    withReferenceMember()

    it('sees the buttons when the login happened before the page (earlier in the tab’s visit)', async () => {
      await logInSiteUser(REFERENCE_MEMBER)
      const element = await toggle({ member: false })
      expect(tabs(element).map((tab) => tab.textContent!.trim())).to.deep.equal(['Monthly', 'Yearly'])
      expect(selected(element)).to.deep.equal(['true', 'false'])
    })

    it('sees the buttons as soon as they log in on the page, and loses them on logging out', async () => {
      const element = await toggle({ member: false })
      expect(tabs(element)).to.deep.equal([])
      await logInSiteUser(REFERENCE_MEMBER)
      await waitFor(() => tabs(element).length === 2, 'the buttons after the login')
      tabs(element)[1]!.click()
      await waitFor(() => shownTitles(element).join() === 'Yearly', 'the right view')
      await logOutSiteUser({ cloneCart: false })
      await waitFor(() => tabs(element).length === 0, 'no buttons after the logout')
      expect(shownTitles(element)).to.deep.equal(['Monthly'])
    })
  })

  it('shows a member logged in with the page (an authenticatedAccount) two buttons, left and right, named by the views, the left one chosen', async () => {
    const element = await toggle({ member: true }, 'label="Billing period"')
    expect(element.shadowRoot!.querySelector('[role=tablist]')!.getAttribute('aria-label')).to.equal('Billing period')
    expect(tabs(element).map((tab) => tab.textContent!.trim())).to.deep.equal(['Monthly', 'Yearly'])
    expect(selected(element)).to.deep.equal(['true', 'false'])
    expect(shownTitles(element)).to.deep.equal(['Monthly'])
    await expectNoAxeViolations(container)
  })

  it('switches views on a click and fires ss-pricing-change', async () => {
    const element = await toggle({ member: true })
    const changes: PricingChangeDetail[] = []
    element.addEventListener('ss-pricing-change', (event) => changes.push(event.detail))
    tabs(element)[1]!.click()
    await waitFor(() => shownTitles(element).join() === 'Yearly', 'the right view')
    expect(selected(element)).to.deep.equal(['false', 'true'])
    tabs(element)[1]!.click()
    expect(changes).to.deep.equal([{ index: 1 }])
    await expectNoAxeViolations(container)
  })

  it('moves between the buttons with the arrow keys, Home and End, as tabs do', async () => {
    const element = await toggle({ member: true })
    const changes: number[] = []
    element.addEventListener('ss-pricing-change', (event) => changes.push(event.detail.index))
    tabs(element)[0]!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => element.shadowRoot!.activeElement === tabs(element)[1], 'focus on the right button')
    expect(shownTitles(element)).to.deep.equal(['Yearly'])
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => element.shadowRoot!.activeElement === tabs(element)[0], 'focus wrapping to the left button')
    await sendKeys({ press: 'End' })
    await sendKeys({ press: 'Home' })
    await waitFor(() => changes.length === 4, 'four changes')
    expect(changes).to.deep.equal([1, 0, 1, 0])
    expect(tabs(element).map((tab) => tab.tabIndex)).to.deep.equal([0, -1])
  })

  it('select(i) shows a view; an index out of range is ignored', async () => {
    const element = await toggle({ member: true })
    element.select(1)
    await waitFor(() => shownTitles(element).join() === 'Yearly', 'the right view')
    element.select(2)
    element.select(-1)
    expect(selected(element)).to.deep.equal(['false', 'true'])
  })

  it('gives the sections back as they were when it leaves the page', async () => {
    const element = await toggle({ member: true })
    element.remove()
    await waitFor(() => sections(element).every((section) => !section.hasAttribute('slot')), 'the slots released')
  })
})
