import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import '../../elements/ss-dialog/index.ts'
import { dialogHost } from '../../test/helpers/runtime-dialogs.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { navigation } from './navigation.ts'
import { installOwnerKeys } from './owner-keys.ts'
import { showSystemErrorOverlay } from './system-error-overlay.ts'

// The decisions are unit-tested; this checks what only a browser can tell: real key presses, editable
// content, native modal dialogs.
describe('owner keys in the browser', () => {
  const visited: string[] = []
  const originalAssign = navigation.assign
  let uninstall: () => void
  let container: HTMLElement

  beforeEach(() => {
    visited.length = 0
    navigation.assign = (url) => void visited.push(url)
    uninstall = installOwnerKeys({ authenticatedAccount: { id: 'a1' }, websiteSettings: {} })
    container = document.body.appendChild(document.createElement('div'))
  })
  afterEach(() => {
    uninstall()
    container.remove()
    navigation.assign = originalAssign
  })

  it('opens the configuration area on Escape', async () => {
    container.innerHTML = '<button>Buy</button>'
    container.querySelector('button')!.focus()
    await sendKeys({ press: 'Escape' })
    expect(visited).to.deep.equal([`/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`])
  })

  it('leaves Escape to editable content', async () => {
    container.innerHTML = '<div contenteditable="true"><p>Draft</p></div>'
    container.querySelector<HTMLElement>('[contenteditable]')!.focus()
    await sendKeys({ press: 'Escape' })
    expect(visited).to.deep.equal([])
  })

  it('leaves Escape to a native modal dialog', async () => {
    container.innerHTML = '<dialog><button>OK</button></dialog>'
    const dialog = container.querySelector('dialog')!
    dialog.showModal()
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !dialog.open, 'the dialog to close')
    expect(visited).to.deep.equal([])
  })

  it('leaves Escape to the runtime’s own dialogs', async () => {
    showSystemErrorOverlay()
    await waitFor(() => dialogHost('system-error-overlay')?.shadowRoot?.querySelector('dialog')?.open, 'the overlay to show')
    await sendKeys({ press: 'Escape' })
    await waitFor(() => dialogHost('system-error-overlay') === null, 'the overlay to close')
    expect(visited).to.deep.equal([])
  })
})
