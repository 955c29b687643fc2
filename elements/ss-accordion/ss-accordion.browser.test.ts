import { expect } from '@esm-bundle/chai'
import './index.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import {
  accordion,
  animationsSettled,
  button,
  items,
  itemsMarkup,
  openStates,
  removeTestContainer,
  testContainer,
  upgraded,
} from './test-fixtures/accordion-fixture.ts'

const plainDetails = (element: Element) => Array.from(element.querySelectorAll<HTMLDetailsElement>(':scope > details'))

describe('<ss-accordion>', () => {
  afterEach(async () => {
    removeTestContainer()
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
    button(element, 2).click()
    await animationsSettled(element)
    expect(openStates(element)).to.deep.equal([false, false, true])
    expect(items(element).map((item) => item.dataset.state)).to.deep.equal(['closed', 'closed', 'open'])
  })

  it('keeps several items open with multiple', async () => {
    const element = await accordion('multiple', itemsMarkup(3, [0]))
    button(element, 2).click()
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
    await waitFor(() => items(element)[2]!.dataset.state === 'closed', 'the third item to close')
    expect(openStates(element)).to.deep.equal([true, false, false])
  })

  it('animates opening and closing over 250 ms', async () => {
    const element = await accordion()
    button(element, 0).click()
    const [animation] = items(element)[0]!.getAnimations()
    expect(animation, 'an animation on the opening item').to.not.equal(undefined)
    expect(animation!.effect!.getTiming().duration).to.equal(250)
    expect(items(element)[0]!.dataset.state).to.equal('open')
    await animationsSettled(element)
    expect(items(element)[0]!.style.overflow).to.equal('')
  })

  it('ignores clicks during an animation', async () => {
    const element = await accordion()
    button(element, 0).click()
    button(element, 1).click()
    button(element, 0).click()
    await animationsSettled(element)
    expect(openStates(element)).to.deep.equal([true, false, false])
  })

  it('does not animate when the visitor prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    const element = await accordion()
    button(element, 1).click()
    expect(items(element)[1]!.getAnimations()).to.have.length(0)
    expect(openStates(element)).to.deep.equal([false, true, false])
  })

  it('fires ss-toggle for each item that changes', async () => {
    const element = await accordion('', itemsMarkup(3, [0]))
    const details: unknown[] = []
    element.addEventListener('ss-toggle', (event) => details.push(event.detail))
    button(element, 1).click()
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

  it('leaves a nested accordion to itself', async () => {
    const element = await accordion(
      '',
      `<details open><summary>Outer</summary><ss-accordion>${itemsMarkup(2)}</ss-accordion></details>`,
    )
    const inner = element.querySelector('ss-accordion')!
    await waitFor(() => upgraded(inner), 'the inner accordion')
    button(inner, 1).click()
    await animationsSettled(inner)
    expect(openStates(inner)).to.deep.equal([false, true])
    expect(openStates(element)).to.deep.equal([true])
  })

  it('settles items added after it rendered', async () => {
    const element = await accordion('', itemsMarkup(1, [0]))
    element.insertAdjacentHTML('beforeend', itemsMarkup(1, [0]))
    await waitFor(() => items(element)[1]?.dataset.state === 'closed', 'the new item to be settled')
    expect(openStates(element)).to.deep.equal([true, false])
  })

  it('keeps its items as working plain <details> when the block JSON is bad', async () => {
    const original = console.error
    console.error = () => {}
    try {
      const element = await accordion(`data-block-json='{"multiple":"yes"}'`).catch(() => undefined)
      const host = testContainer().querySelector('ss-accordion')!
      expect(element).to.equal(undefined)
      expect(host.getAttribute('data-ss-error')).to.contain('multiple')
      const [details] = plainDetails(host)
      expect(details!.getBoundingClientRect().height).to.be.greaterThan(0)
      details!.querySelector('summary')!.click()
      expect(details!.open).to.equal(true)
    } finally {
      console.error = original
    }
  })

  it('works without JavaScript as plain <details>', async () => {
    const frame = document.createElement('iframe')
    frame.srcdoc = `<ss-accordion>${itemsMarkup(2)}</ss-accordion>`
    await accordion('', '')
    testContainer().append(frame)
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
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      testContainer().append(element)
      await waitFor(() => upgraded(element), 'the accordion to render again')
      button(element, 0).click()
      element.remove()
      await settle()
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
      expect(element.getAnimations({ subtree: true })).to.have.length(0)
    } finally {
      resources.restore()
    }
  })

  it('adds no React listener to its shadow root, its items or its host: it hears its three events on the host', async () => {
    const targets: EventTarget[] = []
    const addEventListener = EventTarget.prototype.addEventListener
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
      targets.push(this)
      addEventListener.apply(this, args)
    }
    try {
      const element = await accordion('', '<details><summary><h2>Delivery</h2></summary><p>Two days.</p></details>')
      expect(targets.filter((target) => target === element.shadowRoot)).to.have.length(0)
      expect(targets.filter((target) => target === element)).to.have.length(3)
      expect(targets.filter((target) => target !== element && target instanceof Node && element.contains(target))).to.have.length(0)
    } finally {
      EventTarget.prototype.addEventListener = addEventListener
    }
  })

  it('has no axe violations, closed and open', async () => {
    const element = await accordion('', itemsMarkup(3, [1]))
    await expectNoAxeViolations(testContainer())
    element.toggle(0)
    await animationsSettled(element)
    await expectNoAxeViolations(testContainer())
  })
})
