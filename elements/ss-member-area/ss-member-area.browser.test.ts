import { expect } from '@esm-bundle/chai'
import { resetPageContext } from '../../core/context/page-context.ts'
import { logInSiteUser, logOutSiteUser } from '../../core/site-users/session.ts'
import { REFERENCE_MEMBER, withReferenceMember } from '../../core/site-users/testing/reference-member.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsMemberArea } from './index.ts'
import './index.ts'

const CONTENT = '<h2>Members’ recipes</h2><p id="secret">The sourdough starter, step by step.</p>'

let container: HTMLElement

/** Inserts a member area; returns it before it has drawn. */
function insert({ member }: { member: boolean }, html: string): SsMemberArea {
  window.SS_CONTEXT = member ? { authenticatedAccount: { id: 'member-1' } } : {}
  resetPageContext()
  container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = html
  return container.querySelector('ss-member-area')!
}

async function memberArea(who: { member: boolean }, attributes = '', content = CONTENT): Promise<SsMemberArea> {
  const element = insert(who, `<ss-member-area ${attributes}>${content}</ss-member-area>`)
  await waitFor(() => element.shadowRoot?.querySelector('[data-state]'), 'the member area to draw')
  return element
}

/** Drawn on the page: it has a box (an unslotted or hidden-slot child has none). */
const shown = (node: Element | null) => node !== null && node.getClientRects().length > 0
const secret = (element: Element) => element.querySelector('#secret')
const lockedBox = (element: Element) => element.shadowRoot!.querySelector<HTMLElement>('[part~=locked]')

describe('<ss-member-area>', () => {
  afterEach(() => {
    container.remove()
    delete window.SS_CONTEXT
    resetPageContext()
  })

  it('shows a visitor the locked text as a status, and not the content', async () => {
    const element = await memberArea({ member: false })
    expect(shown(secret(element))).to.equal(false)
    expect(secret(element)!.assignedSlot).to.equal(null)
    expect(lockedBox(element)!.getAttribute('role')).to.equal('status')
    expect(lockedBox(element)!.textContent).to.equal('This content is available only to site members.')
    expect(element.shadowRoot!.querySelector('a')).to.equal(null)
    await expectNoAxeViolations(container)
  })

  it('never draws the content for a visitor, not even before it has drawn', () => {
    const element = insert({ member: false }, `<ss-member-area>${CONTENT}</ss-member-area>`)
    expect(shown(secret(element))).to.equal(false)
  })

  it('follows the locked text with a link to the login page given', async () => {
    const element = await memberArea({ member: false }, 'locked-text="Members only." login-url="/account/login" login-text="Sign in"')
    const link = element.shadowRoot!.querySelector('a')!
    expect(lockedBox(element)!.textContent).to.equal('Members only. Sign in')
    expect(link.getAttribute('href')).to.equal('/account/login')
    expect(link.textContent).to.equal('Sign in')
    await expectNoAxeViolations(container)
  })

  it('shows the page’s own locked message from the locked slot in place of the text', async () => {
    const element = await memberArea({ member: false }, '', `${CONTENT}<p slot="locked" id="own">Join the club to read on.</p>`)
    expect(shown(element.querySelector('#own'))).to.equal(true)
    expect(shown(element.shadowRoot!.querySelector('[part~=locked-text]'))).to.equal(false)
    expect(shown(secret(element))).to.equal(false)
  })

  it('shows a member logged in with the page (an authenticatedAccount) the content, and no locked text', async () => {
    const element = await memberArea({ member: true }, '', `${CONTENT}<p slot="locked" id="own">Join the club.</p>`)
    expect(shown(secret(element))).to.equal(true)
    expect(shown(element.querySelector('#own'))).to.equal(false)
    expect(lockedBox(element)).to.equal(null)
    await expectNoAxeViolations(container)
  })

  it('shows nothing of the content when its block JSON is unusable, and reports it', async () => {
    const errors: CustomEvent[] = []
    document.addEventListener('ss-error', (event) => errors.push(event), { once: true })
    const element = insert({ member: false }, `<ss-member-area data-block-json='{"lockedText": 3}'>${CONTENT}</ss-member-area>`)
    await waitFor(() => element.hasAttribute('data-ss-error'), 'the error')
    expect(errors.map((event) => event.detail.path)).to.deep.equal(['lockedText'])
    expect(shown(secret(element))).to.equal(false)
    element.setAttribute('data-block-json', '{"lockedText": "Members only."}')
    await waitFor(() => lockedBox(element)?.textContent === 'Members only.', 'the locked text once fixed')
    expect(shown(secret(element))).to.equal(false)
  })

  describe('a site member logged in through core/site-users', () => {
    withReferenceMember()

    it('sees the content when the login happened before the page (earlier in the tab’s visit)', async () => {
      await logInSiteUser(REFERENCE_MEMBER)
      const element = await memberArea({ member: false })
      expect(shown(secret(element))).to.equal(true)
    })

    it('sees the content as soon as they log in (ss-site-user-change), and the locked text again on logging out', async () => {
      const element = await memberArea({ member: false })
      await logInSiteUser(REFERENCE_MEMBER)
      await waitFor(() => shown(secret(element)), 'the content after the login')
      expect(lockedBox(element)).to.equal(null)
      await logOutSiteUser({ cloneCart: false })
      await waitFor(() => lockedBox(element) !== null, 'the locked text after the logout')
      expect(shown(secret(element))).to.equal(false)
    })
  })
})
