import { expect } from '@esm-bundle/chai'
import { waitFor } from '../../test/helpers/wait.ts'
import './index.ts'
import { LINKS, mountFollowButtons, removeFollowButtons, visible } from './test-fixtures/follow-fixture.ts'
import { setPlatformScriptUrl } from './platform-script.ts'

// A page of its own: the platform's script is loaded once per page.
describe('<ss-follow-buttons> when the platform script cannot be loaded', () => {
  // An address that answers 404, as a platform that is down or blocked would.
  before(() => setPlatformScriptUrl('/elements/ss-follow-buttons/test-fixtures/no-such-widgets.js'))
  after(removeFollowButtons)

  it('keeps the plain links, with one warning', async () => {
    const warn = console.warn
    const warnings: string[] = []
    console.warn = (message: string) => void (message.startsWith('ss-follow-buttons') && warnings.push(message))
    try {
      const element = await mountFollowButtons(`<ss-follow-buttons>${LINKS}</ss-follow-buttons>`)
      await waitFor(() => warnings.length === 1, 'the warning')
      expect(warnings).to.deep.equal(['ss-follow-buttons: The follow-button script could not be loaded. The plain links stay.'])
      expect(element.querySelectorAll('span')).to.have.length(0)
      expect(visible(element)).to.deep.equal(['Follow @harbourkitchen on X', 'Harbour Kitchen on Instagram'])
    } finally {
      console.warn = warn
    }
  })
})
