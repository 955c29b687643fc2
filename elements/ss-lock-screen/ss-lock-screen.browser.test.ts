import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { browserCookies } from '../../test/helpers/browser-cookies.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsLockScreen, UnlockDetail } from './index.ts'
import './index.ts'

// The reference server's demo lock (server/lock/demo-locks.ts), which the test runner proxies to.
const LOCKED_PATH = '/ss-lock-screen/'
const PASSWORD = 'open sesame'

describe('<ss-lock-screen>', () => {
  let container: HTMLElement
  // The runner builds and starts the reference server on the first /api/lock/ request, which takes seconds.
  before(async function () {
    this.timeout(60_000)
    await fetch(`/api/lock/status?path=${encodeURIComponent(LOCKED_PATH)}`)
  })
  afterEach(() => container.remove())

  async function mount(attributes: string, inner = ''): Promise<SsLockScreen> {
    container = document.createElement('div')
    container.innerHTML = `<ss-lock-screen ${attributes}>${inner}</ss-lock-screen>`
    document.body.append(container)
    const element = container.querySelector('ss-lock-screen')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=heading]'), 'the lock screen to render')
    return element
  }

  const part = <T extends HTMLElement = HTMLElement>(element: SsLockScreen, name: string) =>
    element.shadowRoot!.querySelector<T>(`[part=${name}]`)

  function submitPassword(element: SsLockScreen, password: string): void {
    part<HTMLInputElement>(element, 'input')!.value = password
    part(element, 'button')!.click()
  }

  it('labels a members-only page and shows its content, with no form', async () => {
    const element = await mount('kind="members" heading-level="3"', '<p><a href="/">Sign in</a> to see it.</p>')
    expect(part(element, 'heading')!.textContent).to.equal('This page available only site members')
    expect(part(element, 'heading')!.localName).to.equal('h3')
    expect(part(element, 'form')).to.equal(null)
    expect(element.shadowRoot!.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal('Sign in to see it.')
    await expectNoAxeViolations(container)
  })

  it('labels a locked page and asks for its password in a labelled field', async () => {
    const element = await mount(`path="${LOCKED_PATH}"`)
    expect(part(element, 'heading')!.textContent).to.equal('This page is locked')
    expect(part(element, 'heading')!.localName).to.equal('h1')
    const input = part<HTMLInputElement>(element, 'input')!
    expect(input.type).to.equal('password')
    expect(input.labels![0]!.textContent).to.equal('Password')
    expect(part(element, 'button')!.textContent).to.equal('Unlock')
    await expectNoAxeViolations(container)
  })

  it('says a wrong password is wrong, marks the field and gives it focus, without unlocking', async () => {
    const element = await mount(`path="${LOCKED_PATH}"`)
    const unlocks: Event[] = []
    element.addEventListener('ss-unlock', (event) => unlocks.push(event))
    submitPassword(element, 'open says me')
    await waitFor(() => part(element, 'error')!.textContent, 'the refusal')
    const input = part<HTMLInputElement>(element, 'input')!
    expect(part(element, 'error')!.textContent).to.equal('That password is not right. Check it and try again.')
    expect(input.getAttribute('aria-invalid')).to.equal('true')
    expect(input.getAttribute('aria-describedby')).to.equal(part(element, 'error')!.id)
    expect(element.shadowRoot!.activeElement).to.equal(input)
    expect(unlocks).to.have.length(0)
    await expectNoAxeViolations(container)
  })

  it('fires ss-unlock for the right password, once the server has set its HttpOnly cookie', async () => {
    const element = await mount(`path="${LOCKED_PATH}"`)
    const unlocks: CustomEvent<UnlockDetail>[] = []
    element.addEventListener('ss-unlock', (event) => {
      event.preventDefault() // keeps the test page from reloading
      unlocks.push(event)
    })
    submitPassword(element, PASSWORD)
    await waitFor(() => unlocks.length > 0, 'ss-unlock')
    expect(unlocks.map((event) => event.detail)).to.deep.equal([{ path: LOCKED_PATH }])
    expect(part(element, 'error')!.textContent).to.equal('')
    const cookie = (await browserCookies()).find((each) => each.name.startsWith('ss-unlock-'))!
    expect(cookie.path).to.equal('/')
    expect(document.cookie).not.to.contain(cookie.name)
    const status = await (await fetch(`/api/lock/status?path=${encodeURIComponent(LOCKED_PATH)}`)).json()
    expect(status).to.deep.equal({ path: LOCKED_PATH, locked: true, unlocked: true })
  })
})
