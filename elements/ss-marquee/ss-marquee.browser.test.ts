import { expect } from '@esm-bundle/chai'
import { resetMouse, sendMouse } from '@web/test-runner-commands'
import { createElement } from 'react'
import { SsMarquee } from './element.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { reactRoot } from '../../test/helpers/react-root.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

// Defined as dist/ss-elements.js defines it: the implementation loads when the first marquee connects.
SsMarquee.define()

const ITEMS = '<span id="bread">Fresh bread</span><span>Open daily</span><a href="#menu">See the menu</a>'

let container: HTMLElement | undefined

async function marquee(attributes = '', items = ITEMS, style = ''): Promise<SsMarquee> {
  container = document.createElement('div')
  container.setAttribute('style', `width: 600px; ${style}`)
  container.innerHTML = `<ss-marquee ${attributes}>${items}</ss-marquee>`
  document.body.append(container)
  const element = container.querySelector('ss-marquee')!
  await waitFor(() => element.hasAttribute('data-state'), 'the marquee to lay out')
  return element
}

const shadow = (element: Element, selector: string) => element.shadowRoot!.querySelector<HTMLElement>(selector)!
const control = (element: Element) => shadow(element, '[part=control]')
const clones = (element: Element) => Array.from(element.querySelectorAll<HTMLElement>(':scope > [data-ss-clone]'))
const originals = (element: Element) => Array.from(element.querySelectorAll<HTMLElement>(':scope > :not([data-ss-clone])'))
/** The row's horizontal translation now, in px. */
const translation = (element: Element) => Number(/translateX\((-?[\d.e-]+)px\)/.exec(shadow(element, '[part=track]').style.transform)?.[1] ?? NaN)
const running = (element: HTMLElement) => waitFor(() => element.dataset.state === 'running', 'the marquee to run')
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function expectMoving(element: Element) {
  const start = translation(element)
  await waitFor(() => Math.abs(translation(element) - start) > 2, 'the row to move')
}

async function expectStill(element: Element) {
  const start = translation(element)
  await pause(150)
  expect(translation(element)).to.equal(start)
}

describe('<ss-marquee>', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'no-preference' }))
  afterEach(async () => {
    container?.remove()
    await emulateMedia({ reducedMotion: null })
  })

  // First: only the first marquee of the page waits for the implementation, and so shows the pending layout.
  it('keeps its items where they first showed as its code loads, and the room for its wave', async () => {
    container = document.createElement('div')
    container.setAttribute('style', 'width: 600px')
    container.innerHTML = `<ss-marquee animation-speed="0">${ITEMS}</ss-marquee>
      <ss-marquee animation-speed="0" data-block-json='{"waveIntensity":5}'>${ITEMS}</ss-marquee><p>Below</p>`
    document.body.append(container)
    const [flat, wavy] = Array.from(container.querySelectorAll('ss-marquee'))
    expect(flat!.hasAttribute('data-ss-pending'), 'measured while pending').to.equal(true)
    const boxes = () =>
      [flat!, ...originals(flat!), wavy!, container!.querySelector('p')!].map((each) => JSON.stringify(each.getBoundingClientRect()))
    const pending = boxes()
    await waitFor(() => flat!.hasAttribute('data-state') && wavy!.hasAttribute('data-state'), 'the marquees to lay out')
    expect(boxes()).to.deep.equal(pending)
  })

  it('moves its items leftwards on a loop while in view', async () => {
    const element = await marquee()
    await running(element)
    const start = translation(element)
    await waitFor(() => translation(element) < start - 2, 'the row to move left')
    await expectNoAxeViolations(container!)
  })

  it('moves them rightwards with animationDirection "right"', async () => {
    const element = await marquee(`data-block-json='{"animationDirection":"right"}'`)
    const start = translation(element)
    await waitFor(() => translation(element) > start + 2, 'the row to move right')
  })

  it('fills the region with copies that are inert, hidden from assistive technology and without ids', async () => {
    const element = await marquee()
    const copies = clones(element)
    expect(copies.length % 3, 'whole copies of the three items').to.equal(0)
    expect(copies.length).to.be.greaterThan(0)
    for (const copy of copies) {
      expect(copy.inert).to.equal(true)
      expect(copy.getAttribute('aria-hidden')).to.equal('true')
      expect(copy.querySelectorAll('[id]').length + (copy.id ? 1 : 0)).to.equal(0)
    }
    const row = shadow(element, '[part=track]').scrollWidth
    const copyWidth = clones(element)[0]!.offsetLeft - originals(element)[0]!.offsetLeft
    expect(row, 'the region stays full while the row slides by one copy').to.be.at.least(600 + copyWidth - 1)
  })

  it("runs none of an item's handlers, srcdoc or script addresses again in its copies", async () => {
    const ran: string[] = []
    const win = window as typeof window & { marqueeItemRan?: (what: string) => void }
    win.marqueeItemRan = (what) => ran.push(what)
    try {
      const items = `<span><img src="/x-missing.png" alt="" onerror="marqueeItemRan('onerror')"></span><a href="javascript:marqueeItemRan('link')">Go</a><span><iframe title="x" srcdoc="<p>x</p>"></iframe></span>`
      const element = await marquee('', items)
      await waitFor(() => ran.length > 0, "the item's own image to fail")
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(ran).to.deep.equal(['onerror'])
      const copies = clones(element)
      expect(copies.length).to.be.greaterThan(0)
      const names = copies.flatMap((copy) => [copy, ...copy.querySelectorAll('*')]).flatMap((node) => node.getAttributeNames())
      expect(names.filter((name) => ['onerror', 'srcdoc', 'href'].includes(name))).to.deep.equal([])
    } finally {
      delete win.marqueeItemRan
    }
  })

  it('holds while out of view, and moves once scrolled into view', async () => {
    const element = await marquee('', ITEMS, 'margin-top: 300vh')
    await waitFor(() => element.dataset.state === 'paused', 'the pause out of view')
    await expectStill(element)
    element.scrollIntoView()
    await waitFor(() => element.dataset.state === 'running', 'the start in view')
    await expectMoving(element)
    scrollTo(0, 0)
  })

  it('pauses and plays again from its visible control, without jumping', async () => {
    const element = await marquee()
    await running(element)
    expect(control(element).textContent!.trim()).to.equal('Pause')
    control(element).click()
    await waitFor(() => control(element).textContent!.trim() === 'Play', 'the control to offer Play')
    expect(element.dataset.state).to.equal('paused')
    const held = translation(element)
    await expectStill(element)
    control(element).click()
    await waitFor(() => control(element).textContent!.trim() === 'Pause', 'the control to offer Pause')
    await waitFor(() => translation(element) !== held, 'the row to move again')
    expect(Math.abs(translation(element) - held), 'it goes on from where it was').to.be.below(10)
  })

  it('pause() and play() do what the control does', async () => {
    const element = await marquee()
    await running(element)
    element.pause()
    await waitFor(() => element.dataset.state === 'paused', 'the pause')
    expect(control(element).textContent!.trim()).to.equal('Play')
    await expectStill(element)
    element.play()
    await waitFor(() => element.dataset.state === 'running', 'the play')
    await expectMoving(element)
  })

  it('holds while the pointer is over it with pausedOnHover, and goes on when it leaves', async () => {
    const element = await marquee('paused-on-hover')
    await running(element)
    const box = element.getBoundingClientRect()
    try {
      await sendMouse({ type: 'move', position: [Math.round(box.left + 50), Math.round(box.top + box.height / 2)] })
      await waitFor(() => element.dataset.state === 'paused', 'the hold on hover')
      await expectStill(element)
      await sendMouse({ type: 'move', position: [Math.round(box.right + 100), Math.round(box.bottom + 100)] })
      await waitFor(() => element.dataset.state === 'running', 'the row to go on')
    } finally {
      // Firefox's resetMouse releases the buttons but leaves the pointer where it was.
      await sendMouse({ type: 'move', position: [0, 0] })
      await resetMouse()
    }
  })

  it('keeps moving under the pointer without pausedOnHover', async () => {
    const element = await marquee()
    await running(element)
    const box = element.getBoundingClientRect()
    try {
      await sendMouse({ type: 'move', position: [Math.round(box.left + 50), Math.round(box.top + box.height / 2)] })
      await pause(50)
      expect(element.dataset.state).to.equal('running')
    } finally {
      await sendMouse({ type: 'move', position: [0, 0] })
      await resetMouse()
    }
  })

  it('holds while focus is on one of its items, with that item in sight', async () => {
    const element = await marquee(`data-block-json='{"animationSpeed":20}'`)
    await running(element)
    const link = originals(element)[2]!
    const region = shadow(element, '[part=viewport]').getBoundingClientRect()
    await waitFor(() => link.getBoundingClientRect().right < region.left, 'the link to leave the region')
    link.focus()
    await waitFor(() => element.dataset.state === 'paused', 'the hold on focus')
    const box = link.getBoundingClientRect()
    expect(box.left).to.be.at.least(region.left - 0.5)
    expect(box.right).to.be.at.most(region.right + 0.5)
    expect(shadow(element, '[part=viewport]').scrollLeft, 'the region never scrolls').to.equal(0)
    link.blur()
    await waitFor(() => element.dataset.state === 'running', 'the row to go on')
  })

  it('lays its items out still and wrapped, without copies or control, under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    const element = await marquee('', ITEMS.repeat(4))
    expect(element.dataset.state).to.equal('static')
    expect(clones(element)).to.have.length(0)
    expect(control(element).hidden).to.equal(true)
    const tops = new Set(originals(element).map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(tops.size, 'items on several lines').to.be.greaterThan(1)
    expect(Math.max(...originals(element).map((item) => item.getBoundingClientRect().right))).to.be.at.most(
      element.getBoundingClientRect().right + 1,
    )
  })

  it('stops and wraps when reduced motion turns on while it moves', async function () {
    if ((await emulateMedia({ reducedMotion: 'no-preference' })) === 'script') {
      // Firefox and WebKit cannot emulate the preference for the browser itself, so no change event can happen.
      this.skip()
    }
    const element = await marquee()
    await emulateMedia({ reducedMotion: 'reduce' })
    await waitFor(() => element.dataset.state === 'static', 'the static layout')
    expect(clones(element)).to.have.length(0)
    await emulateMedia({ reducedMotion: 'no-preference' })
    await waitFor(() => element.dataset.state === 'running', 'the marquee to move again')
    expect(clones(element).length).to.be.greaterThan(0)
  })

  it('does not jump when items change, and copies the new ones', async () => {
    const element = await marquee()
    await running(element)
    await expectMoving(element)
    element.pause()
    await waitFor(() => element.dataset.state === 'paused', 'the pause')
    await pause(50)
    const held = translation(element)
    element.insertAdjacentHTML('afterbegin', '<span>New: pastries</span>')
    await waitFor(() => clones(element).some((copy) => copy.textContent === 'New: pastries'), 'copies of the new item')
    expect(translation(element)).to.equal(held)
  })

  it('adds copies at once when it grows wider, keeping where it was', async () => {
    const element = await marquee()
    element.pause()
    const before = clones(element).length
    const held = translation(element)
    container!.style.width = '2400px'
    await waitFor(() => clones(element).length > before, 'more copies for the wider region')
    expect(translation(element)).to.equal(held)
  })

  it('puts each item on a wave with waveIntensity, leaving room for it', async () => {
    const element = await marquee('wave-intensity="10" wave-frequency="10" animation-speed="0"', ITEMS.repeat(2))
    const offsets = originals(element).map((item) => Number(item.style.translate.split(' ')[1]?.replace('px', '') ?? 0))
    const fontSize = parseFloat(getComputedStyle(element).fontSize)
    expect(Math.max(...offsets.map(Math.abs))).to.be.greaterThan(1)
    expect(Math.max(...offsets.map(Math.abs))).to.be.at.most(fontSize)
    expect(new Set(offsets).size, 'items at different heights').to.be.greaterThan(1)
    expect(getComputedStyle(shadow(element, '[part=track]')).paddingBlockStart).to.equal(`${fontSize}px`)
    expect(getComputedStyle(shadow(element, '[part=track]')).paddingBlockEnd).to.equal(`${fontSize}px`)
  })

  it('holds, without a frame to draw, at animationSpeed 0', async () => {
    const element = await marquee('animation-speed="0"')
    await pause(100)
    expect(element.dataset.state).to.equal('paused')
    element.animationSpeed = 1
    await running(element)
  })

  it('re-lays out 1,000 ms after its settings change', async () => {
    const element = await marquee('animation-speed="0"')
    const changed = performance.now()
    const onTheWave = () => originals(element).some((item) => item.style.translate !== '')
    element.waveIntensity = 10
    await pause(300)
    expect(onTheWave(), 'not yet').to.equal(false)
    await waitFor(onTheWave, 'the re-layout')
    expect(performance.now() - changed).to.be.at.least(990)
  })

  it('re-lays out 1,000 ms after a web font it uses has loaded', async () => {
    // Private-use characters: boxes of the fallback font until the icon font arrives with glyphs of its own width.
    const glyphs = '<span>\uEA60\uEA61\uEA62\uEA63\uEA64\uEA65</span>'.repeat(3)
    const element = await marquee('wave-intensity="10" animation-speed="0"', glyphs, 'font-family: ss-test-icons, monospace')
    const waveHeights = () => originals(element).map((item) => item.style.translate).join()
    // Past the re-layout that the fonts ready at its start ask for, so that only the new font's can follow.
    await pause(1100)
    const before = waveHeights()
    const face = new FontFace('ss-test-icons', 'url(/node_modules/playwright-core/lib/vite/recorder/assets/codicon-DCmgc-ay.ttf)')
    document.fonts.add(face)
    try {
      await face.load()
      const loaded = performance.now()
      await pause(300)
      expect(waveHeights(), 'not yet').to.equal(before)
      await waitFor(() => waveHeights() !== before, 'the re-layout for the new widths', 3000)
      expect(performance.now() - loaded).to.be.at.least(990)
    } finally {
      document.fonts.delete(face)
    }
  })

  it('gives the light DOM back when removed, and moves again when re-inserted', async () => {
    const element = await marquee('wave-intensity="5"')
    container!.remove()
    await settle()
    expect(clones(element)).to.have.length(0)
    expect(element.hasAttribute('data-state')).to.equal(false)
    expect(originals(element).map((item) => item.style.translate)).to.deep.equal(['', '', ''])
    document.body.append(container!)
    await waitFor(() => element.dataset.state === 'running', 'the marquee to run again')
    await expectMoving(element)
  })

  it('releases its listeners, observers and frames when removed while it moves', async () => {
    const element = await marquee('wave-intensity="5"')
    await running(element)
    container!.remove()
    await settle()
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      for (let cycle = 0; cycle < 3; cycle++) {
        document.body.append(container!)
        await running(element)
        await expectMoving(element)
        container!.remove()
        await settle()
      }
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
    } finally {
      resources.restore()
    }
  })

  it('keeps its items still and in the page when the configuration is bad', async () => {
    container = document.createElement('div')
    container.innerHTML = `<ss-marquee animation-direction="up">${ITEMS}</ss-marquee>`
    document.body.append(container)
    const element = container.querySelector('ss-marquee')!
    await waitFor(() => element.hasAttribute('data-ss-error'), 'the error')
    expect(clones(element)).to.have.length(0)
    expect(originals(element).every((item) => item.getClientRects().length > 0)).to.equal(true)
  })

  it('moves its React children as a component of ss-elements/react, and gives them back when unmounted', async () => {
    const { Marquee } = await import('../react.ts')
    const app = reactRoot('width: 600px')
    const draw = (...texts: string[]) => app.render(createElement(Marquee, { animationSpeed: 2 }, texts.map((text) => createElement('span', { key: text }, text))))
    let element: HTMLElement
    try {
      draw('Fresh bread', 'Open daily')
      element = app.container.querySelector('ss-marquee')!
      await running(element)
      await expectMoving(element)
      expect(clones(element).length).to.be.greaterThan(0)
      expect(clones(element).every((copy) => copy.inert && copy.getAttribute('aria-hidden') === 'true')).to.equal(true)
      draw('Fresh bread', 'New: pastries', 'Open daily')
      await waitFor(() => clones(element).some((copy) => copy.textContent === 'New: pastries'), 'copies of the new child')
      expect(originals(element).map((item) => item.textContent)).to.deep.equal(['Fresh bread', 'New: pastries', 'Open daily'])
    } finally {
      app.unmount()
    }
    expect(clones(element)).to.have.length(0)
    expect(element.hasAttribute('data-state')).to.equal(false)
  })
})
