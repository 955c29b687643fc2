import { expect } from '@esm-bundle/chai'
import { createElement } from 'react'
import './index.ts'
import type { SsTextHighlight } from './element.ts'
import { highlightClock } from './highlight-clock.ts'
import { SHAPES } from './shapes.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { reactRoot } from '../../test/helpers/react-root.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { waitFor } from '../../test/helpers/wait.ts'

const TEXT = 'Fresh bread every morning'
const LONG_TEXT = 'Fresh bread every morning from seven, and cakes on Saturdays until they run out'

let container: HTMLElement | undefined

/** A highlight in a paragraph `width` px wide, its text set at 20 px; resolves once it has laid out. */
async function highlight(attributes = '', { text = TEXT, width = 600, style = '', containerStyle = '' } = {}): Promise<SsTextHighlight> {
  container = document.createElement('div')
  container.setAttribute('style', containerStyle)
  container.innerHTML = `<p style="width: ${width}px; font: 20px/1.6 sans-serif; margin: 0; ${style}">Before <ss-text-highlight ${attributes}>${text}</ss-text-highlight> after.</p>`
  document.body.append(container)
  const element = container.querySelector('ss-text-highlight')!
  await waitFor(() => element.hasAttribute('data-state') && drawnLines(element).length > 0, 'the highlight to lay out')
  return element
}

const drawing = (element: Element) => element.shadowRoot!.querySelector<SVGSVGElement>('[part~=drawing]')!
const drawnLines = (element: Element) => Array.from(element.shadowRoot?.querySelectorAll<SVGGElement>('[part~=line]') ?? [])
/**
 * Where a drawn line's geometry is in the viewport. Firefox's client rectangles of SVG shapes include an
 * allowance for the stroke, so its box is taken from the geometry and the drawing's own place.
 */
function drawnBox(group: SVGGElement) {
  const svg = group.ownerSVGElement!
  const origin = svg.getBoundingClientRect()
  const scale = origin.width / svg.width.baseVal.value
  const box = group.getBBox()
  const left = origin.left + box.x * scale
  const top = origin.top + box.y * scale
  return { left, right: left + box.width * scale, top, bottom: top + box.height * scale }
}
/** Lets the observers' first reports (a resize observer reports every element it starts watching) go by. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 100))
const strokes = (element: Element) => Array.from(element.shadowRoot!.querySelectorAll<SVGPathElement>('[part~=line] path'))

/** The text's line boxes as the browser lays them out: its fragments' rectangles, one per line. */
function textLines(element: Element): DOMRect[] {
  const range = document.createRange()
  range.selectNodeContents(element.firstChild!)
  const lines: DOMRect[] = []
  for (const rect of range.getClientRects()) {
    if (rect.width > 0 && !lines.some((line) => Math.abs(line.top - rect.top) < 2)) lines.push(rect)
  }
  return lines
}

/** A clock for the drawing's start delay and frames that only moves when told to. */
function manualClock() {
  const original = { ...highlightClock }
  let now = 0
  let lastId = 0
  const frames = new Map<number, () => void>()
  const timers = new Map<number, { at: number; run: () => void }>()
  Object.assign(highlightClock, {
    now: () => now,
    request: (callback: () => void) => (frames.set(++lastId, callback), lastId),
    cancel: (id: number) => frames.delete(id),
    setTimeout: (run: () => void, ms: number) => (timers.set(++lastId, { at: now + ms, run }), lastId),
    clearTimeout: (id: number) => timers.delete(id),
  })
  return {
    get waiting() {
      return timers.size > 0
    },
    /** Moves time on by `ms`, running the timers that fall due and then one frame. */
    advance(ms: number) {
      now += ms
      for (const [id, timer] of [...timers]) if (timer.at <= now) timers.delete(id), timer.run()
      const due = [...frames.values()]
      frames.clear()
      due.forEach((frame) => frame())
    },
    restore: () => Object.assign(highlightClock, original),
  }
}

/** How much of a stroke shows, 0 to 1, from its dash offset (no dashes: all of it, unless hidden). */
function shownOf(stroke: SVGPathElement): number {
  if (stroke.getAttribute('visibility') === 'hidden') return 0
  const offset = stroke.getAttribute('stroke-dashoffset')
  return offset === null ? 1 : 1 - Math.abs(Number(offset)) / stroke.getTotalLength()
}

describe('<ss-text-highlight>', () => {
  let clock: ReturnType<typeof manualClock> | undefined
  beforeEach(() => emulateMedia({ reducedMotion: 'no-preference' }))
  afterEach(async () => {
    container?.remove()
    clock?.restore()
    clock = undefined
    await emulateMedia({ reducedMotion: null })
  })

  describe('draws each shape', () => {
    for (const shape of SHAPES) {
      it(`${shape}: one path per line box of the text, over that line`, async () => {
        const element = await highlight(`shape="${shape}" is-animation-enabled="false"`, { text: LONG_TEXT, width: 300 })
        const lines = textLines(element)
        expect(lines.length, 'the text wraps').to.be.greaterThan(1)
        expect(drawnLines(element).length).to.equal(lines.length)
        drawnLines(element).forEach((group, index) => {
          const line = lines[index]!
          const box = drawnBox(group)
          expect(group.querySelectorAll('path').length, 'at least a stroke').to.be.greaterThan(0)
          expect(box.left, 'starts at the line').to.be.closeTo(line.left, line.height * 0.5)
          expect(box.right, 'ends at the line').to.be.closeTo(line.right, line.height * 0.5)
          expect(box.bottom, 'reaches the line').to.be.above(line.top)
          expect(box.top, 'near the line').to.be.below(line.bottom + line.height * 0.5)
        })
      })
    }
  })

  it('keeps the text as it is for assistive technology: the drawing is hidden and has no text', async () => {
    const element = await highlight('shape="circle"', { text: 'See the menu' })
    element.closest('p')!.innerHTML = `<a href="#menu">${element.outerHTML}</a>`
    const linked = container!.querySelector('ss-text-highlight')!
    await waitFor(() => drawnLines(linked).length === 1, 'the highlight in the link to lay out')
    expect(drawing(linked).getAttribute('aria-hidden')).to.equal('true')
    expect(drawing(linked).textContent!.trim()).to.equal('')
    expect(container!.querySelector('a')!.textContent).to.equal('See the menu')
    await expectNoAxeViolations(container!)
  })

  it('draws with the settings: colour, thickness in em of the text, line cap, opacity, blend', async () => {
    const element = await highlight('color="rgb(200, 0, 0)" thickness="0.1em" linecap="round" opacity="0.5" blend="multiply" is-animation-enabled="false"')
    const svg = drawing(element)
    expect(svg.getAttribute('stroke')).to.equal('rgb(200, 0, 0)')
    expect(Number(svg.getAttribute('stroke-width'))).to.be.closeTo(2, 0.01)
    expect(svg.getAttribute('stroke-linecap')).to.equal('round')
    expect(svg.getAttribute('opacity')).to.equal('0.5')
    expect(getComputedStyle(svg).mixBlendMode).to.equal('multiply')
  })

  it('draws with the defaults: the text colour, 0.06em, square caps, no blend, under the text', async () => {
    const element = await highlight('is-animation-enabled="false"')
    const svg = drawing(element)
    expect(svg.getAttribute('stroke')).to.equal('currentColor')
    expect(Number(svg.getAttribute('stroke-width'))).to.be.closeTo(1.2, 0.01)
    expect(svg.getAttribute('stroke-linecap')).to.equal('square')
    expect(getComputedStyle(svg).mixBlendMode).to.equal('normal')
    const parts = Array.from(element.shadowRoot!.querySelectorAll('[part]')).map((child) => child.getAttribute('part')).filter((part) => part !== 'line')
    expect(parts, 'the drawing paints first, under the text').to.deep.equal(['drawing', 'text'])
    element.isFront = true
    await waitFor(() => element.shadowRoot!.lastElementChild?.getAttribute('part') === 'drawing', 'the drawing to move over the text')
  })

  describe('the marker: behind the words unless isFront', () => {
    /**
     * What paints on top at the centre of the highlighted words: the words (their light-DOM `<span>`) or the
     * drawing (the host, as a shadow root's node is seen from outside). The drawing never takes the pointer,
     * so for this probe only it is made to, and hit testing then follows the paint order.
     */
    function onTopOfWords(element: Element): 'words' | 'drawing' {
      const probe = new CSSStyleSheet()
      probe.replaceSync('[part~=drawing], [part~=drawing] * { pointer-events: visiblePainted !important; }')
      const root = element.shadowRoot!
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, probe]
      const words = element.querySelector('span')!.getBoundingClientRect()
      const [x, y] = [words.left + words.width / 2, words.top + words.height / 2]
      const hit = document.elementFromPoint(x, y)
      const inShadow = root.elementFromPoint(x, y)
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== probe)
      if (hit === element.querySelector('span')) return 'words'
      expect(inShadow?.localName, 'the marker band').to.equal('path')
      return 'drawing'
    }
    const marker = (attributes: string) =>
      highlight(`shape="marker" color="rgb(250, 200, 0)" is-animation-enabled="false" ${attributes}`, { text: '<span>Fresh bread</span>' })

    it('paints the words over the marker band by default, with a blend mode too', async () => {
      expect(onTopOfWords(await marker(''))).to.equal('words')
      container!.remove()
      expect(onTopOfWords(await marker('blend="multiply"'))).to.equal('words')
    })

    it('paints the marker band over the words with isFront, and under them again when it is turned off', async () => {
      const element = await marker('is-front')
      expect(onTopOfWords(element)).to.equal('drawing')
      element.isFront = false
      await waitFor(() => element.shadowRoot!.firstElementChild?.getAttribute('part') === 'drawing', 'the drawing to move under the text')
      expect(onTopOfWords(element)).to.equal('words')
    })
  })

  it('measures an em thickness against fontSize when it is set, and a colour it cannot read is the text colour', async () => {
    const element = await highlight(`font-size="40" data-block-json='{"thickness": {"value": 0.1, "unit": "em"}, "color": "not a colour"}'`)
    expect(Number(drawing(element).getAttribute('stroke-width'))).to.be.closeTo(4, 0.01)
    expect(drawing(element).getAttribute('stroke')).to.equal('currentColor')
  })

  it('reports a shape it does not know, and keeps the text', async () => {
    container = document.createElement('div')
    container.innerHTML = '<ss-text-highlight shape="zigzag">Plain text</ss-text-highlight>'
    const errors: CustomEvent[] = []
    container.addEventListener('ss-error', (event) => errors.push(event))
    document.body.append(container)
    const element = container.querySelector('ss-text-highlight')!
    await waitFor(() => element.hasAttribute('data-ss-error'), 'the error')
    expect(errors[0]!.detail).to.include({ tag: 'ss-text-highlight', path: 'shape' })
    expect(element.shadowRoot!.querySelector('[part~=drawing]')).to.equal(null)
  })

  it('draw: hidden until in view, then 250 ms later drawn in from the left over 0.75 s', async () => {
    clock = manualClock()
    const element = await highlight()
    await waitFor(() => clock!.waiting, 'the start delay to begin')
    expect(strokes(element).every((stroke) => shownOf(stroke) === 0), 'hidden').to.equal(true)
    clock.advance(249)
    expect(element.dataset.state).to.equal('waiting')
    clock.advance(1)
    expect(element.dataset.state).to.equal('drawing')
    clock.advance(375)
    const [stroke] = strokes(element)
    expect(shownOf(stroke!), 'half drawn').to.be.closeTo(0.5, 0.02)
    expect(Number(stroke!.getAttribute('stroke-dashoffset')), 'from its start').to.be.above(0)
    clock.advance(375)
    expect(element.dataset.state).to.equal('drawn')
    expect(shownOf(stroke!)).to.equal(1)
    expect(stroke!.hasAttribute('stroke-dasharray')).to.equal(false)
  })

  it('draw with direction "left": from the end of the stroke', async () => {
    clock = manualClock()
    const element = await highlight('direction="left" duration="1"')
    await waitFor(() => clock!.waiting, 'the start delay to begin')
    clock.advance(250)
    clock.advance(250)
    const [stroke] = strokes(element)
    expect(shownOf(stroke!)).to.be.closeTo(0.25, 0.02)
    expect(Number(stroke!.getAttribute('stroke-dashoffset'))).to.be.below(0)
  })

  it('draws the lines one after another, the widest in the whole duration, another in its share of it', async () => {
    clock = manualClock()
    const element = await highlight('shape="underline"', { text: LONG_TEXT, width: 300 })
    const widths = textLines(element).map((line) => line.width)
    const [first, second] = widths.map((width) => 750 * Math.max(0.2, width / Math.max(...widths)))
    const shown = () => drawnLines(element).map((group) => shownOf(group.querySelector('path')!))
    await waitFor(() => clock!.waiting, 'the start delay to begin')
    clock.advance(250)
    clock.advance(first!)
    expect(shown()[0]).to.be.closeTo(1, 0.001)
    expect(shown()[1], 'the next line begins as the first ends').to.be.closeTo(0, 0.001)
    clock.advance(second! / 2)
    expect(shown()[1]).to.be.closeTo(0.5, 0.03)
  })

  it('fade: the line comes in from opacity 0', async () => {
    clock = manualClock()
    const element = await highlight('animation="fade"')
    await waitFor(() => clock!.waiting, 'the start delay to begin')
    expect(drawnLines(element)[0]!.getAttribute('opacity')).to.equal('0')
    clock.advance(250)
    clock.advance(375)
    expect(Number(drawnLines(element)[0]!.getAttribute('opacity'))).to.be.closeTo(0.5, 0.01)
    expect(shownOf(strokes(element)[0]!), 'whole strokes').to.equal(1)
    clock.advance(375)
    expect(drawnLines(element)[0]!.hasAttribute('opacity')).to.equal(false)
  })

  it('fadeScale: the line fades in and grows to its size from its centre', async () => {
    clock = manualClock()
    const element = await highlight('animation="fadeScale"')
    await waitFor(() => clock!.waiting, 'the start delay to begin')
    expect(drawnLines(element)[0]!.getAttribute('opacity'), 'from opacity 0').to.equal('0')
    expect(drawnLines(element)[0]!.getAttribute('transform')).to.match(/scale\(0\.5\)/)
    clock.advance(250)
    clock.advance(375)
    const line = drawnLines(element)[0]!
    expect(Number(line.getAttribute('opacity'))).to.be.closeTo(0.5, 0.01)
    expect(line.getAttribute('transform')).to.match(/scale\(0\.75\)/)
    clock.advance(375)
    expect(line.hasAttribute('transform')).to.equal(false)
  })

  it('waits while out of view, and starts once scrolled into view', async () => {
    clock = manualClock()
    const element = await highlight('', { style: 'margin-top: 300vh' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(clock.waiting, 'no start out of view').to.equal(false)
    expect(element.dataset.state).to.equal('waiting')
    expect(strokes(element).every((stroke) => shownOf(stroke) === 0)).to.equal(true)
    element.scrollIntoView({ block: 'center' })
    await waitFor(() => clock!.waiting, 'the start delay to begin in view')
    clock.advance(250)
    expect(element.dataset.state).to.equal('drawing')
    scrollTo(0, 0)
  })

  it('starts a drawing still waiting out of view when its lines are laid out anew (a resize)', async () => {
    clock = manualClock()
    const element = await highlight('shape="underline"', { text: LONG_TEXT, width: 1200, style: 'margin-top: 300vh' })
    await quiet()
    expect(clock.waiting, 'no start out of view').to.equal(false)
    const lines = drawnLines(element).length
    element.closest('p')!.style.width = '200px'
    await waitFor(() => clock!.waiting, 'the start delay to begin after the re-layout')
    expect(drawnLines(element).length, 'the text wraps anew').to.be.greaterThan(lines)
    expect(element.dataset.state).to.equal('waiting')
    clock.advance(250)
    expect(element.dataset.state).to.equal('drawing')
  })

  it('starts a drawing still waiting out of view when a transition around it ends, in its first 2 s', async () => {
    clock = manualClock()
    const element = await highlight('', { style: 'margin-top: 300vh; opacity: 1; transition: opacity 50ms' })
    await quiet()
    expect(clock.waiting, 'no start out of view').to.equal(false)
    element.closest('p')!.style.opacity = '0.5'
    await waitFor(() => clock!.waiting, 'the start delay to begin after the transition')
    clock.advance(250)
    expect(element.dataset.state).to.equal('drawing')
  })

  it('lets a transition around it end unheeded after its first 2 s', async function () {
    this.timeout(10_000)
    clock = manualClock()
    // A transition that moves the element but not its lines, which only the transition watch tells of.
    const element = await highlight('', { style: 'margin-top: 300vh; padding-left: 0px; transition: padding-left 50ms' })
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const paragraph = element.closest('p')!
    let ended = false
    paragraph.addEventListener('transitionend', () => (ended = true), { once: true })
    paragraph.style.paddingLeft = '40px'
    await waitFor(() => ended, 'the transition to end')
    await quiet()
    expect(clock.waiting, 'no start').to.equal(false)
    expect(element.dataset.state).to.equal('waiting')
  })

  it('does not start a drawing out of view when nothing moved its lines (a change of shape)', async () => {
    clock = manualClock()
    const element = await highlight('shape="underline"', { style: 'margin-top: 300vh' })
    await quiet()
    const underline = strokes(element)[0]!.getAttribute('d')
    element.shape = 'circle'
    await waitFor(() => strokes(element)[0]?.getAttribute('d') !== underline, 'the circle')
    await quiet()
    expect(clock.waiting).to.equal(false)
    expect(element.dataset.state).to.equal('waiting')
  })

  it('draws at once under reduced motion, or with the animation off', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    const reduced = await highlight('', { style: 'margin-top: 300vh' })
    expect(reduced.dataset.state).to.equal('drawn')
    expect(strokes(reduced).every((stroke) => shownOf(stroke) === 1)).to.equal(true)
    container!.remove()
    await emulateMedia({ reducedMotion: 'no-preference' })
    const off = await highlight('is-animation-enabled="false"', { style: 'margin-top: 300vh' })
    expect(off.dataset.state).to.equal('drawn')
  })

  it('lays the lines out again after a width change: the shapes follow the wrapped text', async () => {
    const element = await highlight('shape="underline" is-animation-enabled="false"', { text: LONG_TEXT, width: 1200 })
    expect(drawnLines(element).length).to.equal(textLines(element).length)
    const before = drawnLines(element).length
    element.closest('p')!.style.width = '200px'
    await waitFor(() => drawnLines(element).length === textLines(element).length && drawnLines(element).length > before, 'the shapes to follow the lines')
    const lines = textLines(element)
    drawnLines(element).forEach((group, index) => {
      expect(drawnBox(group).left).to.be.closeTo(lines[index]!.left, 1)
    })
  })

  it('lays the lines out again when its text changes', async () => {
    const element = await highlight('is-animation-enabled="false"')
    expect(drawnLines(element).length).to.equal(1)
    element.textContent = LONG_TEXT
    await waitFor(() => drawnLines(element).length === textLines(element).length && drawnLines(element).length > 1, 'a shape per new line')
  })

  it('lays the lines out again when a font loads and changes the text’s width', async () => {
    const family = `SsHighlightTest${Date.now()}`
    const element = await highlight('shape="underline" is-animation-enabled="false"', { style: `font-family: ${family}, serif; height: 100px` })
    await quiet()
    const before = textLines(element)[0]!.width
    const face = new FontFace(family, 'local("DejaVu Sans Mono"), local("DejaVuSansMono")')
    document.fonts.add(face)
    try {
      await face.load()
      await waitFor(() => Math.abs(textLines(element)[0]!.width - before) > 5, 'the font to change the text')
      await waitFor(
        () => Math.abs(drawnBox(drawnLines(element)[0]!).right - textLines(element)[0]!.right) < 1,
        'the shape to follow the text',
      )
    } finally {
      document.fonts.delete(face)
    }
  })

  it('draws over its lines inside a scaled block (an entrance growing it in)', async () => {
    const element = await highlight('shape="underline" is-animation-enabled="false"', {
      text: LONG_TEXT,
      width: 300,
      containerStyle: 'transform: scale(0.5); transform-origin: 0 0',
    })
    const lines = textLines(element)
    drawnLines(element).forEach((group, index) => {
      const box = drawnBox(group)
      expect(box.left).to.be.closeTo(lines[index]!.left, 1)
      expect(box.right).to.be.closeTo(lines[index]!.right, 1)
    })
  })

  it('lays the lines out again after a transition around it ends, in its first 2 s', async () => {
    const element = await highlight('shape="underline" is-animation-enabled="false"', { style: 'height: 100px; letter-spacing: 0px; transition: letter-spacing 50ms' })
    await quiet()
    const before = textLines(element)[0]!.right
    element.closest('p')!.style.letterSpacing = '4px'
    await waitFor(() => textLines(element)[0]!.right > before + 20, 'the text to space out')
    await waitFor(
      () => Math.abs(drawnBox(drawnLines(element)[0]!).right - textLines(element)[0]!.right) < 1,
      'the shape to follow the spaced text',
    )
  })

  it('lets go when removed, and draws again when put back', async () => {
    const element = await highlight('is-animation-enabled="false"')
    const paragraph = element.closest('p')!
    element.remove()
    await quiet()
    expect(element.hasAttribute('data-state')).to.equal(false)
    expect(element.shadowRoot!.querySelector('[part~=drawing]')).to.equal(null)
    paragraph.append(element)
    await waitFor(() => element.dataset.state === 'drawn' && drawnLines(element).length === 1, 'the drawing again')
  })

  it('releases its listeners, observers, timers and frames when removed while it draws', async () => {
    const element = await highlight('duration="10"')
    const paragraph = element.closest('p')!
    element.remove()
    await quiet()
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      for (let cycle = 0; cycle < 3; cycle++) {
        paragraph.append(element)
        await waitFor(() => element.dataset.state === 'drawing' && drawnLines(element).length === 1, 'the drawing to come in')
        element.remove()
        await quiet()
      }
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
    } finally {
      resources.restore()
    }
  })

  it('has an axe-clean demo', async () => {
    container = document.createElement('div')
    container.innerHTML = await (await fetch(new URL('./demo.html', import.meta.url))).text()
    document.body.append(container)
    const highlights = Array.from(container.querySelectorAll('ss-text-highlight'))
    await waitFor(() => highlights.every((each) => drawnLines(each).length > 0), 'every demo highlight to lay out')
    await expectNoAxeViolations(container)
  })

  it('draws the same as a component of ss-elements/react, a shape over each line of its children', async () => {
    const { TextHighlight } = await import('../react.ts')
    const app = reactRoot()
    try {
      const highlight = createElement(TextHighlight, { shape: 'underline', isAnimationEnabled: false }, LONG_TEXT)
      app.render(createElement('p', { style: { width: 300, font: '20px/1.6 sans-serif', margin: 0 } }, highlight))
      const element = app.container.querySelector('ss-text-highlight')!
      await waitFor(() => element.dataset.state === 'drawn' && drawnLines(element).length > 1, 'the highlight to lay out')
      const lines = textLines(element)
      expect(drawnLines(element).length).to.equal(lines.length)
      drawnLines(element).forEach((group, index) => expect(drawnBox(group).left).to.be.closeTo(lines[index]!.left, 1))
    } finally {
      app.unmount()
    }
  })
})
