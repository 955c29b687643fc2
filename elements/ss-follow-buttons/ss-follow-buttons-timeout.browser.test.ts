import { expect } from '@esm-bundle/chai'
import { installClock } from '../../test/helpers/clock.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import './index.ts'
import { mountFollowButtons, removeFollowButtons, useFakeWidgets, visible } from './test-fixtures/follow-fixture.ts'

describe('<ss-follow-buttons> when the platform never draws the button', () => {
  before(useFakeWidgets)
  after(removeFollowButtons)

  it('keeps the plain link, and after 10 seconds gives up on the button', async () => {
    const warn = console.warn
    const warnings: string[] = []
    // Lit's dev-mode notice comes through here too.
    console.warn = (message: string) => void (message.startsWith('ss-follow-buttons') && warnings.push(message))
    const element = await mountFollowButtons(
      '<ss-follow-buttons><a href="https://x.com/never_ready">Follow @never_ready on X</a></ss-follow-buttons>',
      { offscreen: true },
    )
    const clock = installClock()
    try {
      element.scrollIntoView()
      await clock.until(() => window.fakeWidgets?.buttons.length === 1, 'the button to be asked for')
      await clock.tick(9_999)
      expect(visible(element)).to.deep.equal(['Follow @never_ready on X'])
      expect(element.querySelectorAll('span')).to.have.length(1)

      await clock.tick(1)
      expect(visible(element)).to.deep.equal(['Follow @never_ready on X'])
      expect(element.querySelectorAll('span')).to.have.length(0)
      expect(warnings).to.deep.equal([
        'ss-follow-buttons: The follow buttons did not load within 10 seconds. The plain links stay.',
      ])
    } finally {
      clock.uninstall()
      console.warn = warn
    }
  })

  it('releases its timer, observers and listeners and gives the link back when removed while it waits', async () => {
    const element = await mountFollowButtons(
      '<ss-follow-buttons><a href="https://x.com/never_ready">Follow @never_ready on X</a></ss-follow-buttons>',
    )
    await waitFor(() => element.querySelector('span'), 'the button to be asked for')
    const parent = element.parentElement!
    element.remove()
    await settle()
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      const asked = window.fakeWidgets!.buttons.length
      parent.append(element)
      await waitFor(() => window.fakeWidgets!.buttons.length === asked + 1, 'the button to be asked for again')
      expect(resources.snapshot({ retained: [element] }).timeouts).to.equal(before.timeouts + 1)
      element.remove()
      await settle()
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
    } finally {
      resources.restore()
    }
    expect(element.innerHTML).to.equal('<a href="https://x.com/never_ready">Follow @never_ready on X</a>')
  })
})
