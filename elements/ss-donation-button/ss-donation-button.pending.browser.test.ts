import { expect } from '@esm-bundle/chai'
import { SsDonationButton } from './element.ts'
import { waitFor } from '../../test/helpers/wait.ts'

// Defined as dist/ss-elements.js defines it: the implementation loads when the first donation button connects.
SsDonationButton.define()

describe('<ss-donation-button> while its code loads', () => {
  it('keeps the room of its button: nothing beside or below it moves when it draws', async () => {
    const container = Object.assign(document.createElement('div'), {
      innerHTML: '<ss-donation-button donate-page-id="fund">Donate to the fund</ss-donation-button> <span>Beside</span><p>Below</p>',
    })
    document.body.append(container)
    const button = container.querySelector('ss-donation-button')!
    const neighbours = [...container.querySelectorAll('span, p')]
    const edges = () => neighbours.flatMap((neighbour) => [neighbour.getBoundingClientRect().left, neighbour.getBoundingClientRect().top])
    expect(button.hasAttribute('data-ss-pending')).to.equal(true)
    const before = edges()
    await waitFor(() => button.shadowRoot?.querySelector('[part~=button]'), 'the button')
    edges().forEach((edge, index) => expect(edge, 'within half a pixel: line heights round differently').to.be.closeTo(before[index]!, 0.5))
    container.remove()
  })
})
