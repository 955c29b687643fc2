import { expect } from '@esm-bundle/chai'
import { installClock } from '../../test/helpers/clock.ts'
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
})
