import { expect } from '@esm-bundle/chai'
import { SsLockScreen } from './element.ts'
import { waitFor } from '../../test/helpers/wait.ts'

// Defined as dist/ss-elements.js defines it: the implementation loads when the first lock screen connects.
SsLockScreen.define()

describe('<ss-lock-screen> while its code loads', () => {
  it('keeps the room of its heading, and of its password form when it has one: nothing below moves when it draws', async () => {
    const container = document.createElement('div')
    container.innerHTML = `
      <ss-lock-screen><p>Enter the password the site owner gave you.</p></ss-lock-screen><p>Below the locked page</p>
      <ss-lock-screen data-block-json='{"kind": "members"}'><p>Sign in to see it.</p></ss-lock-screen><p>Below the members' page</p>`
    document.body.append(container)
    const lockScreens = [...container.querySelectorAll('ss-lock-screen')]
    const below = [...container.querySelectorAll(':scope > p')]
    expect(lockScreens.map((lockScreen) => lockScreen.hasAttribute('data-ss-pending'))).to.deep.equal([true, true])
    const tops = below.map((paragraph) => paragraph.getBoundingClientRect().top)
    await waitFor(() => lockScreens.every((lockScreen) => lockScreen.shadowRoot?.querySelector('[part~=heading]')), 'the headings')
    below.forEach((paragraph, index) =>
      expect(paragraph.getBoundingClientRect().top, 'within half a pixel: line heights round differently').to.be.closeTo(tops[index]!, 0.5),
    )
    container.remove()
  })
})
