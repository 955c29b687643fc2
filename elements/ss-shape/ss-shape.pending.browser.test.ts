import { expect } from '@esm-bundle/chai'
import { SsShape } from './element.ts'
import { waitFor } from '../../test/helpers/wait.ts'

// Defined as dist/ss-elements.js defines it: the implementation loads when the first shape connects.
SsShape.define()

describe('<ss-shape> while its code loads', () => {
  it('keeps the box of its size group, from its attribute or block JSON: nothing below moves when it draws', async () => {
    const container = document.createElement('div')
    container.innerHTML = `
      <div style="display: flex; align-items: start; gap: 24px">
        <ss-shape shape="egg" style="width: 120px"><p>Fresh daily</p></ss-shape>
        <ss-shape data-block-json='{"shape": "ellipse"}' style="width: 200px"></ss-shape>
      </div>
      <p>Below</p>`
    document.body.append(container)
    const shapes = [...container.querySelectorAll('ss-shape')]
    const below = container.querySelector(':scope > p')!
    expect(shapes.map((shape) => shape.hasAttribute('data-ss-pending'))).to.deep.equal([true, true])
    const top = below.getBoundingClientRect().top
    await waitFor(() => shapes.every((shape) => shape.shadowRoot?.querySelector('[part~=shape]')), 'the shapes')
    expect(below.getBoundingClientRect().top, 'within half a pixel').to.be.closeTo(top, 0.5)
    expect(shapes.map((shape) => Math.round(shape.getBoundingClientRect().height))).to.deep.equal([180, 134])
    container.remove()
  })
})
