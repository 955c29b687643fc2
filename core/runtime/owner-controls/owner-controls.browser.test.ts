import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { SsAnnouncementBar } from '../../../elements/ss-announcement-bar/element.ts'
import { SsPopup } from '../../../elements/ss-popup/element.ts'
import { expectNoAxeViolations } from '../../../test/helpers/axe.ts'
import { waitFor } from '../../../test/helpers/wait.ts'
import { resetPageContext } from '../../context/page-context.ts'
import type { PageContext } from '../../context/page-context-schema.ts'
import { startRuntime, stopRuntime } from '../start-runtime.ts'
import { ANNOUNCEMENT_DISMISSAL_KEY, POPUP_STORAGE_KEY } from '../../storage/overlay-keys.ts'

// The classes alone, as dist/ss-elements.js defines them: each implementation loads when its tag connects.
for (const element of [SsAnnouncementBar, SsPopup]) element.define()

const SETTINGS = { websiteSettings: { popupOverlaySettings: { version: 2, displayFrequency: 7, enableMobile: true } } }
const EDITOR: PageContext = { website: { id: 'w1' }, authenticatedAccount: { id: 'editor-1' }, ...SETTINGS }
const VISITOR: PageContext = { website: { id: 'w1' }, ...SETTINGS }
const BAR = '<ss-announcement-bar><p>Free delivery this week.</p></ss-announcement-bar>'
/** The page's popup, with the site's settings: a popup with nothing in it never opens. */
const POPUP = `<ss-popup data-block-json='${JSON.stringify(SETTINGS.websiteSettings.popupOverlaySettings)}'><h2>Join our list</h2></ss-popup>`

const controlsLoaded = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/owner-controls/owner-controls.ts'))
const panel = () => document.querySelector('[data-ss-owner-controls]')?.shadowRoot ?? null
const button = (name: string) =>
  Array.from(panel()!.querySelectorAll('button')).find((candidate) => candidate.textContent === name)!
const status = () => panel()!.querySelector('[role=status]')!.textContent
const popupRecord = () => JSON.parse(localStorage.getItem(POPUP_STORAGE_KEY) ?? 'null') as { closedAt: number } | null
const openDialogs = () =>
  Array.from(document.querySelectorAll('ss-popup')).filter((popup) => popup.shadowRoot?.querySelector('dialog[open]'))

/** Starts the runtime on a page with a popup, and `body`. */
async function start(context: PageContext, body = ''): Promise<void> {
  document.body.insertAdjacentHTML('beforeend', `<div id="page">${POPUP}${body}</div>`)
  window.SS_CONTEXT = context
  resetPageContext()
  await startRuntime({ context })
}

/** Opens the collapsed panel, as a click on its summary does. */
async function expand(): Promise<void> {
  await waitFor(() => panel(), 'the overlays manager')
  panel()!.querySelector('summary')!.click()
}

describe('the overlays manager of an account that may edit the site', () => {
  beforeEach(() => {
    // Seen a day ago: the popup does not open by itself during a test.
    localStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ version: 2, submitted: false, closedAt: Date.now() - 86_400_000 }))
  })
  afterEach(async () => {
    stopRuntime()
    document.getElementById('page')?.remove()
    for (const popup of document.querySelectorAll('ss-popup')) popup.remove()
    // An open popup records its closing as it unmounts, a microtask after its removal.
    await new Promise((resolve) => setTimeout(resolve))
    delete window.SS_CONTEXT
    resetPageContext()
    localStorage.clear()
  })

  // First: this page has not loaded the overlays manager yet.
  it('shows a visitor nothing, and loads nothing for it', async () => {
    await start({ ...VISITOR, showAnnouncementBar: true }, BAR)
    await waitFor(() => document.querySelector('ss-popup'), 'the site’s popup')
    expect(panel()).to.equal(null)
    expect(controlsLoaded()).to.equal(false)
  })

  it('shows an account with the viewer role alone nothing', async () => {
    await start({ ...EDITOR, websiteRoles: [10] }, BAR)
    expect(panel()).to.equal(null)
  })

  it('shows an editor the popup overlay manager and the announcement bar trigger, as named buttons', async () => {
    await start(EDITOR, BAR)
    await expand()
    const groups = Array.from(panel()!.querySelectorAll('[role=group]'))
    expect(panel()!.querySelector('aside')!.getAttribute('aria-label')).to.equal('Overlays manager')
    expect(groups.map((group) => [group.getAttribute('aria-label'), Array.from(group.querySelectorAll('button'), (b) => b.textContent)])).to.deep.equal([
      ['Popup overlay manager', ['Open popup', 'Preview popup', 'Show popup again']],
      ['Announcement bar', ['Show announcement bar']],
    ])
    await expectNoAxeViolations(document.querySelector('[data-ss-owner-controls]')!)
  })

  it('opens the popup now, recorded as a showing', async () => {
    const before = popupRecord()!.closedAt
    await start(EDITOR)
    await expand()
    button('Open popup').click()
    await waitFor(() => openDialogs().length === 1, 'the popup open')
    expect(popupRecord()!.closedAt).to.be.greaterThan(before)
    expect(status()).to.equal('The popup is open.')
  })

  it('previews the popup without storing anything, and takes the preview away once closed', async () => {
    const before = localStorage.getItem(POPUP_STORAGE_KEY)
    await start(EDITOR)
    await expand()
    button('Preview popup').click()
    await waitFor(() => openDialogs().length === 1, 'the preview open')
    const [preview] = openDialogs()
    expect(preview!.hasAttribute('forced')).to.equal(true)
    preview!.shadowRoot!.querySelector<HTMLButtonElement>('[part=close-button]')!.click()
    await waitFor(() => !preview!.isConnected, 'the preview gone')
    expect(document.querySelectorAll('ss-popup')).to.have.length(1)
    expect(localStorage.getItem(POPUP_STORAGE_KEY)).to.equal(before)
  })

  it("previews a copy of the popup that runs none of its content's scripts or handlers again", async () => {
    await start(EDITOR)
    const popup = document.querySelector('ss-popup')!
    popup.insertAdjacentHTML('beforeend', '<p><a href="javascript:void 0">Join</a><svg><script>void 0</script></svg><img alt="" onerror="void 0"></p>')
    await expand()
    button('Preview popup').click()
    await waitFor(() => document.querySelector('ss-popup[data-ss-preview]'), 'the preview')
    const preview = document.querySelector('ss-popup[data-ss-preview]')!
    expect(preview.querySelector('h2')?.textContent).to.equal('Join our list')
    expect(preview.querySelectorAll('script, [onerror]')).to.have.length(0)
    expect(preview.querySelector('a')!.hasAttribute('href')).to.equal(false)
  })

  it('clears this browser’s popup record, so that the popup shows again on the next page', async () => {
    await start(EDITOR)
    await expand()
    button('Show popup again').click()
    expect(localStorage.getItem(POPUP_STORAGE_KEY)).to.equal(null)
    expect(status()).to.match(/popup record is cleared/)
    // The next page: the same settings, the same browser.
    stopRuntime()
    await start(VISITOR)
    await waitFor(() => openDialogs().length === 1, 'the popup to open by itself')
  })

  it('shows the announcement bar again after this browser closed it', async () => {
    await start(EDITOR, BAR)
    const bar = document.querySelector('ss-announcement-bar')!
    await waitFor(() => bar.shadowRoot?.querySelector('[part=close-button]'), 'the bar drawn')
    bar.shadowRoot!.querySelector<HTMLButtonElement>('[part=close-button]')!.click()
    await waitFor(() => bar.hidden, 'the bar closed')
    expect(localStorage.getItem(ANNOUNCEMENT_DISMISSAL_KEY)).to.not.equal(null)
    await expand()
    button('Show announcement bar').click()
    const shown = document.querySelector('ss-announcement-bar')!
    await waitFor(() => shown.shadowRoot?.querySelector('[part=close-button]') && !shown.hidden, 'the bar shown again')
    expect(shown.textContent!.trim()).to.equal('Free delivery this week.')
    expect(localStorage.getItem(ANNOUNCEMENT_DISMISSAL_KEY)).to.equal(null)
  })

  it('works from the keyboard: Enter opens the panel, Tab reaches its buttons, Enter presses one', async () => {
    await start(EDITOR)
    await waitFor(() => panel(), 'the overlays manager')
    panel()!.querySelector<HTMLElement>('summary')!.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => panel()!.querySelector('details')!.open, 'the panel open')
    await sendKeys({ press: 'Tab' })
    expect(panel()!.activeElement!.textContent).to.equal('Open popup')
    await sendKeys({ press: 'Enter' })
    await waitFor(() => openDialogs().length === 1, 'the popup open')
  })

  it('leaves the page with the runtime', async () => {
    await start(EDITOR)
    await waitFor(() => panel(), 'the overlays manager')
    stopRuntime()
    expect(panel()).to.equal(null)
  })
})
