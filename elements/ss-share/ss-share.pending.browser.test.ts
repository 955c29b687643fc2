import { expect } from '@esm-bundle/chai'
import { SsShare } from './element.ts'
import { waitFor } from '../../test/helpers/wait.ts'

// Defined as dist/ss-elements.js defines it: the implementation loads when the first share block connects.
SsShare.define()

describe('<ss-share> while its code loads', () => {
  it('keeps the room of its row of links: nothing below it moves when it draws', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<ss-share networks="email"></ss-share><p>Below</p>'
    document.body.append(container)
    const share = container.querySelector('ss-share')!
    const below = container.querySelector('p')!
    expect(share.hasAttribute('data-ss-pending')).to.equal(true)
    const top = below.getBoundingClientRect().top
    await waitFor(() => share.shadowRoot?.querySelector('[part~=list]'), 'the links')
    expect(below.getBoundingClientRect().top, 'within half a pixel: line heights round differently').to.be.closeTo(top, 0.5)
    container.remove()
  })
})
