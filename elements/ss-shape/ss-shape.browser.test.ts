import { expect } from '@esm-bundle/chai'
import { createElement } from 'react'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { reactRoot } from '../../test/helpers/react-root.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsShape } from './index.ts'
import { SHAPE_NAMES } from './size-groups.ts'

describe('<ss-shape>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  async function mount(attributes: string, content = ''): Promise<SsShape> {
    container = document.createElement('div')
    container.innerHTML = `<ss-shape ${attributes} style="width: 200px">${content}</ss-shape>`
    document.body.append(container)
    const element = container.querySelector('ss-shape')!
    await waitFor(() => element.shadowRoot?.querySelector('path'), 'the shape to be drawn')
    return element
  }
  const outline = (element: SsShape) => element.shadowRoot!.querySelector<SVGPathElement>('path')!
  const height = (element: SsShape) => element.getBoundingClientRect().height

  it('draws every named shape as a filled outline', async () => {
    for (const name of SHAPE_NAMES) {
      const element = await mount(`shape="${name}"`)
      const box = outline(element).getBoundingClientRect()
      expect(box.width, name).to.be.greaterThan(150)
      expect(getComputedStyle(outline(element)).fill, name).to.equal('rgb(47, 72, 88)')
      container.remove()
    }
  })

  it('sizes the box by the shape’s size group: 100, 150 or 67 for a width of 100', async () => {
    expect(height(await mount('shape="circle"'))).to.be.closeTo(200, 0.5)
    container.remove()
    expect(height(await mount('shape="egg"'))).to.be.closeTo(300, 0.5)
    container.remove()
    expect(height(await mount('shape="ellipse"'))).to.be.closeTo(134, 0.5)
  })

  it('draws a rectangle 1:1 by default, and follows the shape attribute when it changes', async () => {
    const element = await mount('')
    expect(element.shape).to.equal('rectangle')
    expect(height(element)).to.be.closeTo(200, 0.5)
    element.shape = 'egg'
    await waitFor(() => Math.abs(height(element) - 300) < 0.5, 'the egg’s box')
  })

  it('casts its drop shadow at 180 minus the angle', async () => {
    const element = await mount('shape="circle" shadow-angle="90" shadow-distance="10" shadow-blur="4"')
    const filter = getComputedStyle(element.shadowRoot!.querySelector('svg')!).filter
    expect(filter).to.match(/drop-shadow\(.*0px 10px 4px/)
    element.removeAttribute('shadow-angle')
    await waitFor(() => getComputedStyle(element.shadowRoot!.querySelector('svg')!).filter === 'none', 'no shadow')
  })

  it('keeps its content inside the shape and readable, with no axe violations', async () => {
    const element = await mount('shape="circle" style="width: 200px; color: #fff"', '<p>Fresh daily</p>')
    const text = element.querySelector('p')!.getBoundingClientRect()
    const box = element.getBoundingClientRect()
    expect(text.left).to.be.greaterThan(box.left + 20)
    expect(text.right).to.be.lessThan(box.right - 20)
    expect(element.shadowRoot!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true')
    await expectNoAxeViolations(container)
  })

  it('shows its content without the shape for an unknown shape', async () => {
    container = document.createElement('div')
    container.innerHTML = '<ss-shape shape="blorb"><p>Still here</p></ss-shape>'
    document.body.append(container)
    const element = container.querySelector('ss-shape')!
    await waitFor(() => element.hasAttribute('data-ss-error'), 'the error')
    expect(element.shadowRoot!.querySelector('path')).to.equal(null)
    expect(element.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0)
  })

  it('has an axe-clean demo', async () => {
    container = document.createElement('div')
    container.innerHTML = await (await fetch(new URL('./demo.html', import.meta.url))).text()
    document.body.append(container)
    const elements = [...container.querySelectorAll('ss-shape')]
    await waitFor(() => elements.every((element) => element.shadowRoot?.querySelector('[part]')), 'the demo to render')
    await expectNoAxeViolations(container)
  })

  it('draws the same as a component of ss-elements/react, its children as its content', async () => {
    const { Shape } = await import('../react.ts')
    const app = reactRoot('width: 200px')
    try {
      app.render(createElement(Shape, { shape: 'egg', shadowAngle: 90 }, createElement('p', null, 'Fresh daily')))
      const element = app.container.querySelector('ss-shape')!
      await waitFor(() => element.shadowRoot?.querySelector('path'), 'the shape to be drawn')
      expect(height(element)).to.be.closeTo(300, 0.5)
      expect(getComputedStyle(element.shadowRoot!.querySelector('svg')!).filter).to.match(/drop-shadow\(.*0px 8px 12px/)
      expect(element.querySelector('p')!.textContent).to.equal('Fresh daily')
    } finally {
      app.unmount()
    }
  })
})
