import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { waitFor } from '../../test/helpers/wait.ts'
import { deepActiveElement } from './focus.ts'
import { showModal, type Modal } from './modal.ts'

let page: HTMLElement
let trigger: HTMLButtonElement
const opened: Modal<string>[] = []

/**
 * A `<dialog>` in the shadow root of a host on the page, as the elements render theirs: three buttons around a
 * slot that shows a light-DOM link, and a hidden and an inert button that Tab must skip.
 */
function modalDialog(name: string): { dialog: HTMLDialogElement; controls: HTMLElement[] } {
  const host = page.appendChild(document.createElement('div'))
  host.innerHTML = `<a href="#${name}">Slotted link of ${name}</a>`
  const root = host.attachShadow({ mode: 'open' })
  root.innerHTML = `<dialog aria-label="${name}">
      <button>First of ${name}</button>
      <button hidden>Hidden</button>
      <slot></slot>
      <div inert><button>Inert</button></div>
      <button>Second of ${name}</button>
      <button>Last of ${name}</button>
    </dialog>`
  const buttons = [...root.querySelectorAll('button')]
  return { dialog: root.querySelector('dialog')!, controls: [buttons[0]!, host.querySelector('a')!, buttons[3]!, buttons[4]!] }
}

function open(dialog: HTMLDialogElement, options: Parameters<typeof showModal<string>>[1] = {}) {
  const modal = showModal<string>(dialog, options)
  opened.push(modal)
  return modal
}

async function tabs(count: number, key = 'Tab') {
  const reached: Array<Element | null> = []
  for (let i = 0; i < count; i++) {
    await sendKeys({ press: key })
    reached.push(deepActiveElement())
  }
  return reached
}

describe('core/dom modal layer', () => {
  beforeEach(() => {
    page = document.body.appendChild(document.createElement('div'))
    page.innerHTML = `<button>Open</button><div style="height: 300vh">Tall content</div>`
    trigger = page.querySelector('button')!
    trigger.focus()
  })
  afterEach(() => {
    for (const modal of opened.splice(0)) modal.close('method')
    page.remove()
  })

  it('shows the dialog modally and moves focus to its first focusable element', () => {
    const { dialog, controls } = modalDialog('A')
    const modal = open(dialog)
    expect(dialog.matches(':modal')).to.equal(true)
    expect(modal.open).to.equal(true)
    expect(deepActiveElement()).to.equal(controls[0])
  })

  it('moves focus to the element it is given instead', () => {
    const { dialog, controls } = modalDialog('A')
    open(dialog, { initialFocus: controls[2] })
    expect(deepActiveElement()).to.equal(controls[2])
  })

  it('keeps Tab and Shift+Tab inside, through slotted content, past hidden and inert controls', async () => {
    const { dialog, controls } = modalDialog('A')
    open(dialog)
    expect(await tabs(4)).to.deep.equal([controls[1], controls[2], controls[3], controls[0]])
    expect(await tabs(2, 'Shift+Tab')).to.deep.equal([controls[3], controls[2]])
  })

  it('closes on Esc with the reason escape, and gives focus back to where it was', async () => {
    const { dialog } = modalDialog('A')
    const reasons: string[] = []
    open(dialog, { onClose: (reason) => reasons.push(reason) })
    await sendKeys({ press: 'Escape' })
    await waitFor(() => reasons.length === 1, 'the modal to close')
    expect(reasons).to.deep.equal(['escape'])
    expect(dialog.open).to.equal(false)
    expect(document.activeElement).to.equal(trigger)
  })

  it('stays open when beforeClose vetoes Esc, however often it is pressed', async () => {
    const { dialog, controls } = modalDialog('A')
    const asked: string[] = []
    const modal = open(dialog, { beforeClose: (reason) => (asked.push(reason), false) })
    await sendKeys({ press: 'Escape' })
    await waitFor(() => asked.length === 1, 'the close request')
    await sendKeys({ press: 'Escape' })
    await waitFor(() => asked.length === 2, 'the second close request')
    await waitFor(() => dialog.matches(':modal'), 'the dialog to be modal again')
    expect(asked).to.deep.equal(['escape', 'escape'])
    expect(modal.open).to.equal(true)
    expect(deepActiveElement()).to.equal(controls[0])
  })

  it("asks with the reason overlay on a click on the dialog box, and closes with the caller's own reasons", () => {
    const { dialog, controls } = modalDialog('A')
    const log: string[] = []
    const modal = open(dialog, { closeOnOverlayClick: true, beforeClose: (reason) => (log.push(`before ${reason}`), reason !== 'button'), onClose: (reason) => log.push(`closed ${reason}`) })
    controls[0]!.click()
    expect(modal.requestClose('button')).to.equal(false)
    dialog.click()
    expect(modal.open).to.equal(false)
    const again = open(dialog, { onClose: (reason) => log.push(`closed ${reason}`) })
    again.close('signup')
    expect(log).to.deep.equal(['before button', 'before overlay', 'closed overlay', 'closed signup'])
  })

  it('gives focus to the fallback when the element focused before has left the page', () => {
    const { dialog, controls } = modalDialog('A')
    const fallback = page.appendChild(document.createElement('button'))
    const modal = open(dialog, { returnFocusFallback: fallback })
    expect(deepActiveElement()).to.equal(controls[0])
    trigger.remove()
    modal.close('method')
    expect(document.activeElement).to.equal(fallback)
  })

  it("locks the page's scroll while open, keeps its width, and restores its own overflow after", () => {
    document.documentElement.style.overflow = 'auto'
    const widthBefore = page.getBoundingClientRect().width
    try {
      const modal = open(modalDialog('A').dialog)
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden')
      expect(page.getBoundingClientRect().width).to.equal(widthBefore)
      modal.close('method')
      expect(document.documentElement.style.overflow).to.equal('auto')
      expect(document.body.style.paddingRight).to.equal('')
    } finally {
      document.documentElement.style.removeProperty('overflow')
    }
  })

  it('nests: the inner modal keeps focus and Esc, the page stays locked until the outer one closes', async () => {
    const outer = modalDialog('outer')
    const inner = modalDialog('inner')
    const closed: string[] = []
    open(outer.dialog, { onClose: () => closed.push('outer') })
    outer.controls[2]!.focus()
    open(inner.dialog, { onClose: () => closed.push('inner') })
    expect(await tabs(4)).to.deep.equal([inner.controls[1], inner.controls[2], inner.controls[3], inner.controls[0]])

    await sendKeys({ press: 'Escape' })
    await waitFor(() => closed.length === 1, 'the inner modal to close')
    expect(closed).to.deep.equal(['inner'])
    expect(outer.dialog.matches(':modal')).to.equal(true)
    expect(deepActiveElement()).to.equal(outer.controls[2])
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden')
    expect(await tabs(1)).to.deep.equal([outer.controls[3]])

    await sendKeys({ press: 'Escape' })
    await waitFor(() => closed.length === 2, 'the outer modal to close')
    expect(getComputedStyle(document.documentElement).overflow).to.not.equal('hidden')
    expect(document.activeElement).to.equal(trigger)
  })

})
