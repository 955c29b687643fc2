import { expect } from '@esm-bundle/chai'
import './index.ts'
import { RESIZE_DEBOUNCE_MS } from './highlight-timing.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { installManualClock, type ManualClock } from '../../test/helpers/manual-clock.ts'
import { waitFor } from '../../test/helpers/wait.ts'

const drawnLines = (element: Element) => element.shadowRoot?.querySelectorAll('[part~=line]').length ?? 0

/** The number of lines the browser wraps `element`'s text into. */
function textLineCount(element: Element): number {
  const range = document.createRange()
  range.selectNodeContents(element)
  const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
  return tops.size
}

describe('<ss-text-highlight> re-measures 10 ms after the last resize', () => {
  let paragraph: HTMLParagraphElement
  let clock: ManualClock | undefined

  beforeEach(async () => {
    paragraph = document.createElement('p')
    paragraph.setAttribute('style', 'width: 700px; font: 20px/1.6 sans-serif; margin: 0')
    paragraph.innerHTML = '<ss-text-highlight is-animation-enabled="false">Fresh bread every morning from seven, and cakes on Saturdays</ss-text-highlight>'
    document.body.append(paragraph)
    const element = paragraph.firstElementChild!
    await waitFor(() => element.hasAttribute('data-state') && drawnLines(element) === textLineCount(element), 'the highlight to lay out')
    // Let the observers' first reports (each reports what it starts watching) and the fonts' promise go by.
    await new Promise((resolve) => setTimeout(resolve, 100))
  })
  afterEach(() => {
    clock?.restore()
    clock = undefined
    paragraph.remove()
  })

  it('keeps the old lines through a burst of resizes, and draws the new ones 10 ms after the last', async () => {
    const element = paragraph.firstElementChild!
    const before = drawnLines(element)
    clock = installManualClock()
    paragraph.style.width = '260px'
    await nextFrame()
    expect(textLineCount(element), 'the text wraps into more lines').to.be.greaterThan(before)
    clock.advance(RESIZE_DEBOUNCE_MS - 1)
    await nextFrame()
    expect(drawnLines(element), 'nothing measured 9 ms after a resize').to.equal(before)
    paragraph.style.width = '240px'
    await nextFrame()
    clock.advance(RESIZE_DEBOUNCE_MS - 1)
    await nextFrame()
    expect(drawnLines(element), 'a resize within the wait starts it again').to.equal(before)
    clock.advance(1)
    await nextFrame()
    expect(drawnLines(element), 'measured 10 ms after the last resize').to.equal(textLineCount(element))
  })
})
