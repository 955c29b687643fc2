import { expect } from '@esm-bundle/chai'
import { createElement, createRef } from 'react'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { reactRoot } from '../../test/helpers/react-root.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import { SsScaledText } from './index.ts'

const SCALE = '--ss-scaled-text-scale'
/** Fitted text never overflows, and fills at least this much of its box (WebKit sizes glyphs in steps). */
const FILLED = 0.9

describe('<ss-scaled-text>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  async function mount(text: string, style = 'width: 300px'): Promise<SsScaledText> {
    container = document.createElement('div')
    container.innerHTML = `<ss-scaled-text style="${style}">${text}</ss-scaled-text>`
    document.body.append(container)
    const element = container.querySelector('ss-scaled-text')!
    await fitted(element, parseFloat(getComputedStyle(element).width))
    return element
  }
  /** Resolves once the element has drawn and its line fills `width` (at once: the stylesheet fits it). */
  async function fitted(element: SsScaledText, width: number): Promise<void> {
    await waitFor(() => element.shadowRoot?.querySelector('[part~=text]'), 'the element to draw')
    await waitFor(() => element.hasAttribute('data-minimum') || isFilled(element, width), 'the text to fill its box')
  }
  const line = (element: SsScaledText) => element.shadowRoot!.querySelector<HTMLElement>('[part~=text]')!
  const lineWidth = (element: SsScaledText) => line(element).getBoundingClientRect().width
  const fontSize = (element: SsScaledText) => parseFloat(getComputedStyle(line(element)).fontSize)
  const isFilled = (element: SsScaledText, width: number) => lineWidth(element) >= width * FILLED && lineWidth(element) <= width + 0.5
  const expectFilled = (element: SsScaledText, width: number) => expect(lineWidth(element)).to.be.within(width * FILLED, width + 0.5)
  const scale = (element: SsScaledText) => element.style.getPropertyValue(SCALE)

  it('grows short text to fill the width on one line', async () => {
    const element = await mount('Hello')
    expectFilled(element, 300)
    expect(fontSize(element)).to.be.greaterThan(parseFloat(getComputedStyle(element).fontSize))
    expect(line(element).getBoundingClientRect().height).to.be.lessThan(fontSize(element) * 2)
  })

  it('shrinks long text, never under 11 px, and wraps it there', async () => {
    const long = 'A sentence long enough that it cannot fit on one line of one hundred pixels at eleven pixels'
    const element = await mount(long, 'width: 100px')
    expect(fontSize(element)).to.equal(11)
    expect(element.hasAttribute('data-minimum')).to.equal(true)
    expect(line(element).getBoundingClientRect().width).to.be.at.most(100.5)
  })

  it('shrinks text a little too long for its box to fit on one line', async () => {
    const element = await mount('A sentence a little too long for three hundred pixels', 'width: 300px; font-size: 16px')
    expect(fontSize(element)).to.be.within(11, 16)
    expectFilled(element, 300)
  })

  it('fits again when its width changes', async () => {
    const element = await mount('Resize me')
    element.style.width = '500px'
    // At once by the stylesheet; WebKit, whose glyphs grow in steps, may overflow until the check a moment later.
    await fitted(element, 500)
  })

  it('fits again when its text changes, once its copy is drawn', async () => {
    const element = await mount('Short')
    element.firstChild!.textContent = 'Much longer text now'
    await fitted(element, 300)
    expect(element.shadowRoot!.querySelector('.ruler')!.textContent).to.equal('Much longer text now')
  })

  it('fits a heading by the look the user agent gives it', async () => {
    const element = await mount('<h2>Summer <em>sale</em></h2>', 'width: 480px')
    expectFilled(element, 480)
    expect(scale(element), 'no correction').to.equal('')
  })

  it('corrects a line that the page styles apart from its copy', async () => {
    container = document.createElement('div')
    container.innerHTML = '<style>.wide { letter-spacing: 0.5em }</style><ss-scaled-text style="width: 400px"><span class="wide">Spaced</span></ss-scaled-text>'
    document.body.append(container)
    const element = container.querySelector('ss-scaled-text')!
    await waitFor(() => scale(element) !== '', 'the correction')
    expectFilled(element, 400)
  })

  it('fits again once a font loads', async () => {
    const family = `SsFitTest${Date.now()}`
    const element = await mount('iiiiiiiiii', `width: 300px; font-family: ${family}, serif`)
    const face = new FontFace(family, 'local("DejaVu Sans Mono"), local("DejaVuSansMono")')
    document.fonts.add(face)
    await face.load()
    try {
      expect(getComputedStyle(line(element)).fontFamily).to.contain(family)
      await fitted(element, 300)
    } finally {
      document.fonts.delete(face)
    }
  })

  it('fits on demand with fit()', async () => {
    const element = await mount('Fit me')
    container.style.fontSize = '40px'
    element.style.width = '400px'
    element.fit()
    expectFilled(element, 400)
  })

  it('releases its observers and timers when removed, and fits again when put back', async () => {
    const element = await mount('Gone')
    element.remove()
    await settle()
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      container.append(element)
      await fitted(element, 300)
      element.firstChild!.textContent = 'Changed just before leaving'
      element.style.width = '250px'
      element.remove()
      await settle()
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
    } finally {
      resources.restore()
    }
  })

  it('keeps its text readable by assistive technology and has no axe violations', async () => {
    const element = await mount('<h2>Big news</h2>')
    expect(element.querySelector('h2')!.textContent).to.equal('Big news')
    await expectNoAxeViolations(container)
  })

  it('has an axe-clean demo', async () => {
    container = document.createElement('div')
    container.innerHTML = await (await fetch(new URL('./demo.html', import.meta.url))).text()
    document.body.append(container)
    const elements = [...container.querySelectorAll('ss-scaled-text')]
    await waitFor(() => elements.every((element) => element.shadowRoot?.querySelector('[part]')), 'the demo to render')
    await expectNoAxeViolations(container)
  })

  it('fits the same as a component of ss-elements/react, and fit() on its ref', async () => {
    const { ScaledText } = await import('../react.ts')
    const app = reactRoot('width: 300px')
    const ref = createRef<React.ComponentRef<typeof ScaledText>>()
    try {
      app.render(createElement(ScaledText, { ref }, 'Hello'))
      const element = app.container.querySelector('ss-scaled-text')!
      await fitted(element, 300)
      app.container.style.width = '400px'
      ref.current!.fit()
      expectFilled(element, 400)
    } finally {
      app.unmount()
    }
  })
})
