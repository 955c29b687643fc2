import { expect } from '@esm-bundle/chai'
import '../../elements/ss-dialog/index.ts'
import '../../elements/ss-cookie-banner/index.ts'
import { dialogHost } from '../../test/helpers/runtime-dialogs.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { isEditing } from '../editor/editor-state.ts'
import { runtimeState } from './blocks.ts'
import { startRuntime, stopRuntime } from './start-runtime.ts'

describe('startRuntime in the browser', () => {
  const originalUrl = location.href
  afterEach(() => {
    stopRuntime()
    history.replaceState(null, '', originalUrl)
  })

  it('shows the logout notice on a logout=true address, and stopRuntime closes it', async () => {
    history.replaceState(null, '', '/?logout=true')
    await startRuntime({ context: {} })
    expect(runtimeState().initialised).to.equal(true)
    expect(dialogHost('logout-notice')).to.not.equal(null)
    stopRuntime()
    expect(dialogHost('logout-notice')).to.equal(null)
    expect(runtimeState()).to.deep.equal({ initialised: false, initialisedOnce: true })
  })

  it('closes a logout notice that finishes loading after the stop, by never showing it', async () => {
    history.replaceState(null, '', '/?logout=true')
    const started = startRuntime({ context: {} })
    stopRuntime()
    await started
    expect(dialogHost('logout-notice')).to.equal(null)
  })

  it('shows the cookie banner for cookieSettings at the top level of the page context', async () => {
    document.cookie = 'ss_cookieAllowed=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    await startRuntime({ context: { cookieSettings: { isCookieBannerEnabled: true, cookieBannerText: '<p>We use cookies.</p>' } } })
    const banner = document.querySelector('ss-cookie-banner')!
    await waitFor(() => banner.shadowRoot?.textContent?.includes('We use cookies.'), 'the banner to show its text')
    const accept = banner.shadowRoot!.querySelector('[part~=accept-button]')
    expect(accept?.getAttribute('aria-label') ?? accept?.textContent?.trim()).to.equal('Accept')
    stopRuntime()
    expect(document.querySelector('ss-cookie-banner')).to.equal(null)
  })

  it('puts the page in edit mode for editorFrame, and stopRuntime takes it out', async () => {
    await startRuntime({ context: { editorFrame: true } })
    expect(isEditing()).to.equal(true)
    expect(document.documentElement.hasAttribute('data-ss-edit-mode')).to.equal(true)
    stopRuntime()
    expect(isEditing()).to.equal(false)
    expect(document.documentElement.hasAttribute('data-ss-edit-mode')).to.equal(false)
  })

  it('starts no editor for an editorOrigin outside a frame', async () => {
    expect(window.top, 'the test page is the top frame').to.equal(window)
    const messages: unknown[] = []
    const record = (event: MessageEvent) => messages.push(event.data)
    addEventListener('message', record)
    await startRuntime({ context: { editorOrigin: location.origin } })
    postMessage({ type: 'ss-preview-action', id: 't1', action: 'disable-links' }, location.origin)
    await new Promise((resolve) => addEventListener('message', resolve, { once: true }))
    removeEventListener('message', record)
    expect(document.documentElement.hasAttribute('data-ss-links-disabled')).to.equal(false)
    expect(messages).to.deep.equal([{ type: 'ss-preview-action', id: 't1', action: 'disable-links' }])
  })
})
