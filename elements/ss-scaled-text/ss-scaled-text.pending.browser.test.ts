import { expect } from '@esm-bundle/chai'
import { SsScaledText } from './element.ts'
import { waitFor } from '../../test/helpers/wait.ts'

// Defined as dist/ss-elements.js defines it: the implementation loads when the first scaled text connects.
SsScaledText.define()

describe('<ss-scaled-text> while its code loads', () => {
  it('shows its text fitted already: nothing below moves when it draws', async () => {
    const container = document.createElement('div')
    container.innerHTML = `
      <ss-scaled-text style="width: 480px"><h2>Summer sale</h2></ss-scaled-text><p>Below the heading</p>
      <ss-scaled-text style="width: 240px">Free delivery on every order over fifty pounds, all summer long</ss-scaled-text><p>Below the line</p>`
    document.body.append(container)
    const texts = [...container.querySelectorAll('ss-scaled-text')]
    const below = [...container.querySelectorAll(':scope > p')]
    expect(texts.map((text) => text.hasAttribute('data-ss-pending'))).to.deep.equal([true, true])
    const tops = below.map((paragraph) => paragraph.getBoundingClientRect().top)
    await waitFor(() => texts.every((text) => text.style.getPropertyValue('--ss-scaled-text-scale') !== ''), 'the texts to be fitted')
    below.forEach((paragraph, index) =>
      expect(paragraph.getBoundingClientRect().top, 'within half a pixel: line heights round differently').to.be.closeTo(tops[index]!, 0.5),
    )
    container.remove()
  })
})
