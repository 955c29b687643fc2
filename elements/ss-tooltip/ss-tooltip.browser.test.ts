import { expect } from '@esm-bundle/chai'
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { installManualClock, type ManualClock } from '../../test/helpers/manual-clock.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { HIDE_GRACE_MS, HOVER_DELAY_MS } from './tooltip-controller.ts'
import { EDGE_MARGIN, MOUSE_OFFSET } from './tooltip-placement.ts'
import type { SsTooltip } from './index.ts'
import './index.ts'

let container: HTMLElement | undefined
let clock: ManualClock | undefined

async function mount(markup: string, style = 'padding: 60px'): Promise<SsTooltip> {
  container = document.createElement('div')
  container.setAttribute('style', style)
  container.innerHTML = `<button type="button" id="before">Before</button> ${markup}`
  document.body.append(container)
  const element = container.querySelector('ss-tooltip')!
  await waitFor(() => element.shadowRoot?.querySelector('[part=tooltip]'), 'the tooltip to render')
  return element
}

const panel = (element: SsTooltip) => element.shadowRoot!.querySelector<HTMLElement>('[part=tooltip]')!
const shown = (element: SsTooltip) => panel(element).matches(':popover-open')
const button = (element: SsTooltip) => element.querySelector('button')!
const moveTo = (x: number, y: number) => sendMouse({ type: 'move', position: [Math.round(x), Math.round(y)] })

function record(element: SsTooltip): string[] {
  const events: string[] = []
  for (const name of ['ss-tooltip-show', 'ss-tooltip-hide']) element.addEventListener(name, () => events.push(name))
  return events
}

describe('<ss-tooltip>', () => {
  afterEach(async () => {
    clock?.restore()
    clock = undefined
    container?.remove()
    // Firefox's resetMouse releases the buttons but leaves the pointer where it was.
    await sendMouse({ type: 'move', position: [0, 0] })
    await resetMouse()
  })

  it('describes the wrapped element with its text, through aria-describedby', async () => {
    const element = await mount('<ss-tooltip content="Saves a <b>draft</b>"><button type="button">Save</button></ss-tooltip>')
    const tooltip = document.getElementById(button(element).getAttribute('aria-describedby')!)!
    expect(tooltip.getAttribute('role')).to.equal('tooltip')
    expect(tooltip.textContent).to.equal('Saves a <b>draft</b>')
    expect(tooltip.children).to.have.length(0)
    expect(shown(element)).to.equal(false)
    await expectNoAxeViolations(container!)
  })

  it('keeps the ids already in aria-describedby, and takes its own away when removed', async () => {
    const element = await mount(
      '<p id="hint">Hint</p><ss-tooltip content="Tip"><button type="button" aria-describedby="hint">Save</button></ss-tooltip>',
    )
    const target = button(element)
    expect(target.getAttribute('aria-describedby')).to.match(/^hint ss-tooltip-\d+$/)
    element.remove()
    await waitFor(() => target.getAttribute('aria-describedby') === 'hint', 'the description to go')
    expect(element.querySelector('[role=tooltip]')).to.equal(null)
    container!.append(element)
    await waitFor(() => /^hint ss-tooltip-\d+$/.test(target.getAttribute('aria-describedby') ?? ''), 'the description again')
  })

  it('shows 1,200 ms after the pointer came, 15 px from it', async () => {
    const element = await mount('<ss-tooltip content="Saves a draft"><button type="button">Save</button></ss-tooltip>')
    const events = record(element)
    const box = button(element).getBoundingClientRect()
    clock = installManualClock()
    await moveTo(box.left + 10, box.top + 5)
    clock.advance(HOVER_DELAY_MS - 1)
    expect(shown(element)).to.equal(false)
    clock.advance(1)
    expect(shown(element)).to.equal(true)
    expect(events).to.deep.equal(['ss-tooltip-show'])
    const tip = panel(element).getBoundingClientRect()
    expect(tip.left).to.be.closeTo(Math.round(box.left + 10) + MOUSE_OFFSET, 1)
    expect(tip.top).to.be.closeTo(Math.round(box.top + 5) + MOUSE_OFFSET, 1)
    expect(tip.width).to.be.at.most(250)
  })

  it('does not show when the pointer leaves before 1,200 ms', async () => {
    const element = await mount('<ss-tooltip content="Saves a draft"><button type="button">Save</button></ss-tooltip>')
    const box = button(element).getBoundingClientRect()
    clock = installManualClock()
    await moveTo(box.left + 10, box.top + 5)
    clock.advance(HOVER_DELAY_MS - 100)
    await moveTo(box.right + 200, box.bottom + 200)
    clock.advance(1000)
    expect(shown(element)).to.equal(false)
  })

  it('stays while the pointer is on the tooltip itself, and goes once it has left both', async () => {
    const element = await mount('<ss-tooltip content="Saves a draft"><button type="button">Save</button></ss-tooltip>')
    const events = record(element)
    const box = button(element).getBoundingClientRect()
    clock = installManualClock()
    await moveTo(box.left + 10, box.top + 5)
    clock.advance(HOVER_DELAY_MS)
    const tip = panel(element).getBoundingClientRect()
    await moveTo(tip.left + tip.width / 2, tip.top + tip.height / 2)
    clock.advance(HIDE_GRACE_MS * 10)
    expect(shown(element)).to.equal(true)
    await moveTo(tip.right + 200, tip.bottom + 200)
    clock.advance(HIDE_GRACE_MS - 1)
    expect(shown(element)).to.equal(true)
    clock.advance(1)
    expect(shown(element)).to.equal(false)
    expect(events).to.deep.equal(['ss-tooltip-show', 'ss-tooltip-hide'])
  })

  it('keeps 20 px from the edge of the viewport', async () => {
    const element = await mount(
      '<ss-tooltip content="A rather long description that needs most of the 250 pixels a tooltip may take"><button type="button">Save</button></ss-tooltip>',
      'position: fixed; right: 0; top: 0',
    )
    const box = button(element).getBoundingClientRect()
    clock = installManualClock()
    await moveTo(box.right - 2, box.top + 5)
    clock.advance(HOVER_DELAY_MS)
    const tip = panel(element).getBoundingClientRect()
    expect(tip.right).to.be.closeTo(document.documentElement.clientWidth - EDGE_MARGIN, 1)
  })

  it('shows at once on keyboard focus, below the element, and hides when focus leaves', async () => {
    const element = await mount('<ss-tooltip content="Saves a draft"><button type="button">Save</button></ss-tooltip>')
    const events = record(element)
    document.getElementById('before')!.focus()
    await sendKeys({ press: 'Tab' })
    expect(document.activeElement).to.equal(button(element))
    expect(shown(element)).to.equal(true)
    const box = button(element).getBoundingClientRect()
    const tip = panel(element).getBoundingClientRect()
    expect(tip.top).to.be.at.least(box.bottom)
    expect(tip.left).to.be.closeTo(box.left, 1)
    await sendKeys({ press: 'Shift+Tab' })
    expect(shown(element)).to.equal(false)
    expect(events).to.deep.equal(['ss-tooltip-show', 'ss-tooltip-hide'])
  })

  it('waits for the hover delay after a click, which is not keyboard focus', async () => {
    const element = await mount('<ss-tooltip content="Saves a draft"><button type="button">Save</button></ss-tooltip>')
    const box = button(element).getBoundingClientRect()
    clock = installManualClock()
    await moveTo(box.left + 10, box.top + 5)
    await sendMouse({ type: 'click', position: [Math.round(box.left + 10), Math.round(box.top + 5)] })
    expect(shown(element)).to.equal(false)
    clock.advance(HOVER_DELAY_MS)
    expect(shown(element)).to.equal(true)
  })

  it('is readable when shown: axe finds nothing', async () => {
    const element = await mount('<ss-tooltip content="Saves a draft"><button type="button">Save</button></ss-tooltip>')
    element.show()
    await expectNoAxeViolations(container!)
  })

  it('is dismissed by Escape without moving focus, and that Escape goes no further', async () => {
    const element = await mount('<ss-tooltip content="Saves a draft"><button type="button">Save</button></ss-tooltip>')
    document.getElementById('before')!.focus()
    await sendKeys({ press: 'Tab' })
    let escapeReachedPage = false
    const onKey = (event: KeyboardEvent) => (escapeReachedPage = !event.defaultPrevented)
    window.addEventListener('keydown', onKey)
    try {
      await sendKeys({ press: 'Escape' })
    } finally {
      window.removeEventListener('keydown', onKey)
    }
    expect(shown(element)).to.equal(false)
    expect(escapeReachedPage).to.equal(false)
    expect(document.activeElement).to.equal(button(element))
  })

  it('show() and hide() show and hide it, with their events', async () => {
    const element = await mount('<ss-tooltip content="Saves a draft"><button type="button">Save</button></ss-tooltip>')
    const events = record(element)
    element.show()
    expect(shown(element)).to.equal(true)
    element.hide()
    expect(shown(element)).to.equal(false)
    expect(events).to.deep.equal(['ss-tooltip-show', 'ss-tooltip-hide'])
  })

  it('shows when show() was called before the element was on the page', async () => {
    const element = document.createElement('ss-tooltip')
    element.content = 'Saves a draft'
    element.innerHTML = '<button type="button">Save</button>'
    element.show()
    container = document.createElement('div')
    container.append(element)
    document.body.append(container)
    await waitFor(() => element.shadowRoot!.querySelector('[part=tooltip]')?.matches(':popover-open'), 'the tooltip to show')
  })

  it('has no tooltip and no description without content', async () => {
    const element = await mount('<ss-tooltip><button type="button">Save</button></ss-tooltip>')
    element.show()
    expect(shown(element)).to.equal(false)
    expect(button(element).hasAttribute('aria-describedby')).to.equal(false)
    element.content = 'Now it has one'
    await waitFor(() => button(element).hasAttribute('aria-describedby'), 'the description')
    element.show()
    expect(shown(element)).to.equal(true)
  })
})
