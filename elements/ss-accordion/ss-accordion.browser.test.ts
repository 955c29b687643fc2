import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import './index.ts'
import type { SsAccordion } from './element.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

const itemsMarkup = (count: number, openIndexes: number[] = []) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<details${openIndexes.includes(i) ? ' open' : ''}><summary>Question ${i + 1}</summary><p>Answer ${i + 1}</p></details>`,
  ).join('')

let container: HTMLElement | undefined

async function accordion(attributes = '', items = itemsMarkup(3)): Promise<SsAccordion> {
  container = document.createElement('div')
  container.innerHTML = `<ss-accordion ${attributes}>${items}</ss-accordion>`
  document.body.append(container)
  const element = container.querySelector('ss-accordion')!
  await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the accordion to render')
  return element
}

const items = (element: Element) => Array.from(element.querySelectorAll<HTMLDetailsElement>(':scope > details'))
const openStates = (element: Element) => items(element).map((item) => item.open)
const summary = (element: Element, index: number) => items(element)[index]!.querySelector('summary')!
/** Waits for the animations running now to finish, and for the accordion to settle after them. */
async function animationsSettled(element: Element) {
  await Promise.all(items(element).flatMap((item) => item.getAnimations().map((animation) => animation.finished)))
  await settle()
}

describe('<ss-accordion>', () => {
  afterEach(async () => {
    container?.remove()
    await emulateMedia({ reducedMotion: null })
  })

  it('marks every item with data-state', async () => {
    const element = await accordion('', itemsMarkup(3, [1]))
    expect(items(element).map((item) => item.dataset.state)).to.deep.equal(['closed', 'open', 'closed'])
  })

  it('opens the first item on load with expandFirst', async () => {
    const element = await accordion(`data-block-json='{"expandFirst":true}'`)
    expect(openStates(element)).to.deep.equal([true, false, false])
  })

  it('opens the first item with the expand-first attribute too', async () => {
    const element = await accordion('expand-first')
    expect(openStates(element)).to.deep.equal([true, false, false])
  })

  it('opening an item closes the open one when only one may be open', async () => {
    const element = await accordion('', itemsMarkup(3, [0]))
    summary(element, 2).click()
    await animationsSettled(element)
    expect(openStates(element)).to.deep.equal([false, false, true])
    expect(items(element).map((item) => item.dataset.state)).to.deep.equal(['closed', 'closed', 'open'])
  })

  it('keeps several items open with multiple', async () => {
    const element = await accordion('multiple', itemsMarkup(3, [0]))
    summary(element, 2).click()
    await animationsSettled(element)
    expect(openStates(element)).to.deep.equal([true, false, true])
  })

  it('keeps only the first open item when the markup opens several and multiple is off', async () => {
    const element = await accordion('', itemsMarkup(3, [1, 2]))
    expect(openStates(element)).to.deep.equal([false, true, false])
  })

  it('closes all but the first open item when multiple is switched off', async () => {
    const element = await accordion('multiple', itemsMarkup(3, [0, 2]))
    element.multiple = false
    await waitFor(() => !items(element)[2]!.open, 'the third item to close')
    expect(openStates(element)).to.deep.equal([true, false, false])
  })

  it('animates opening and closing over 250 ms', async () => {
    const element = await accordion()
    summary(element, 0).click()
    const [animation] = items(element)[0]!.getAnimations()
    expect(animation, 'an animation on the opening item').to.not.equal(undefined)
    expect(animation!.effect!.getTiming().duration).to.equal(250)
    expect(items(element)[0]!.dataset.state).to.equal('open')
    await animationsSettled(element)
    expect(items(element)[0]!.style.overflow).to.equal('')
  })

  it('ignores clicks during an animation', async () => {
    const element = await accordion()
    summary(element, 0).click()
    summary(element, 1).click()
    summary(element, 0).click()
    await animationsSettled(element)
    expect(openStates(element)).to.deep.equal([true, false, false])
  })

  it('does not animate when the visitor prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    const element = await accordion()
    summary(element, 1).click()
    expect(items(element)[1]!.getAnimations()).to.have.length(0)
    expect(openStates(element)).to.deep.equal([false, true, false])
  })

  it('fires ss-toggle for each item that changes', async () => {
    const element = await accordion('', itemsMarkup(3, [0]))
    const details: unknown[] = []
    element.addEventListener('ss-toggle', (event) => details.push(event.detail))
    summary(element, 1).click()
    await animationsSettled(element)
    expect(details).to.deep.equal([
      { index: 0, open: false },
      { index: 1, open: true },
    ])
  })

  it('toggle(i) opens and closes an item as a click would', async () => {
    const element = await accordion()
    const events: Event[] = []
    document.addEventListener('ss-toggle', (event) => events.push(event), { once: true })
    element.toggle(2)
    await animationsSettled(element)
    expect(openStates(element)).to.deep.equal([false, false, true])
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true)
    element.toggle(2)
    await animationsSettled(element)
    expect(openStates(element)).to.deep.equal([false, false, false])
  })

  it('ignores toggle() with an index out of range', async () => {
    const element = await accordion()
    element.toggle(7)
    element.toggle(-1)
    await settle()
    expect(openStates(element)).to.deep.equal([false, false, false])
  })

  describe('keyboard (WAI-ARIA accordion)', () => {
    it('Enter and Space on a header toggle its item', async () => {
      const element = await accordion()
      summary(element, 0).focus()
      await sendKeys({ press: 'Enter' })
      await animationsSettled(element)
      expect(openStates(element)).to.deep.equal([true, false, false])
      await sendKeys({ press: 'Space' })
      await animationsSettled(element)
      expect(openStates(element)).to.deep.equal([false, false, false])
    })

    it('ArrowDown and ArrowUp move between headers and wrap; Home and End go to the ends', async () => {
      const element = await accordion()
      summary(element, 0).focus()
      await sendKeys({ press: 'ArrowDown' })
      expect(document.activeElement).to.equal(summary(element, 1))
      await sendKeys({ press: 'ArrowUp' })
      await sendKeys({ press: 'ArrowUp' })
      expect(document.activeElement).to.equal(summary(element, 2))
      await sendKeys({ press: 'Home' })
      expect(document.activeElement).to.equal(summary(element, 0))
      await sendKeys({ press: 'End' })
      expect(document.activeElement).to.equal(summary(element, 2))
    })

    it('Tab reaches every header in order', async () => {
      const element = await accordion()
      summary(element, 0).focus()
      await sendKeys({ press: 'Tab' })
      expect(document.activeElement).to.equal(summary(element, 1))
    })
  })

  it('leaves a nested accordion to itself', async () => {
    const element = await accordion(
      '',
      `<details open><summary>Outer</summary><ss-accordion>${itemsMarkup(2)}</ss-accordion></details>`,
    )
    const inner = element.querySelector('ss-accordion')!
    await waitFor(() => inner.shadowRoot?.querySelector('[part=base]'), 'the inner accordion')
    summary(inner, 1).click()
    await animationsSettled(inner)
    expect(openStates(inner)).to.deep.equal([false, true])
    expect(openStates(element)).to.deep.equal([true])
  })

  it('settles items added after it rendered', async () => {
    const element = await accordion('', itemsMarkup(1, [0]))
    element.insertAdjacentHTML('beforeend', itemsMarkup(1, [0]))
    await waitFor(() => items(element)[1]!.dataset.state === 'closed', 'the new item to be settled')
    expect(openStates(element)).to.deep.equal([true, false])
  })

  it('keeps its items as working plain <details> when the block JSON is bad', async () => {
    const original = console.error
    console.error = () => {}
    try {
      const element = await accordion(`data-block-json='{"multiple":"yes"}'`).catch(() => undefined)
      const host = container!.querySelector('ss-accordion')!
      expect(element).to.equal(undefined)
      expect(host.getAttribute('data-ss-error')).to.contain('multiple')
      expect(items(host)[0]!.getBoundingClientRect().height).to.be.greaterThan(0)
      summary(host, 0).click()
      expect(items(host)[0]!.open).to.equal(true)
    } finally {
      console.error = original
    }
  })

  it('works without JavaScript as plain <details>', async () => {
    const frame = document.createElement('iframe')
    frame.srcdoc = `<ss-accordion>${itemsMarkup(2)}</ss-accordion>`
    container = document.createElement('div')
    container.append(frame)
    document.body.append(container)
    await waitFor(() => frame.contentDocument?.querySelector('summary'), 'the frame')
    const frameSummary = frame.contentDocument!.querySelector('summary')!
    frameSummary.click()
    expect(frameSummary.parentElement).to.have.property('open', true)
  })

  it('is themed through ::part(base) and --ss-accordion-gap', async () => {
    const style = document.createElement('style')
    style.textContent = 'ss-accordion.themed { --ss-accordion-gap: 12px } ss-accordion.themed::part(base) { padding: 3px }'
    document.head.append(style)
    try {
      const element = await accordion('class="themed"')
      const base = element.shadowRoot!.querySelector('[part=base]')!
      expect(getComputedStyle(base).rowGap).to.equal('12px')
      expect(getComputedStyle(base).paddingTop).to.equal('3px')
    } finally {
      style.remove()
    }
  })

  it('releases its listeners, observers and animations when removed', async () => {
    const element = await accordion()
    element.remove()
    await settle()
    // React adds its delegated listeners to a root's container (the shadow root) once and for good.
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      container!.append(element)
      await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the accordion to render again')
      summary(element, 0).click()
      element.remove()
      await settle()
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
      expect(items(element)[0]!.getAnimations()).to.have.length(0)
    } finally {
      resources.restore()
    }
  })

  it('has no axe violations, closed and open', async () => {
    const element = await accordion('', itemsMarkup(3, [1]))
    await expectNoAxeViolations(container!)
    element.toggle(0)
    await animationsSettled(element)
    await expectNoAxeViolations(container!)
  })
})
