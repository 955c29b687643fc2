import { expect } from '@esm-bundle/chai'
import { openPage, type OpenedPage } from '../../test/helpers/page-loads.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { createPreviewClient, type PreviewClient } from './preview-client.ts'
import { PREVIEW_ACTION_TYPE, type PreviewAck } from './preview-messages.ts'

// The page runs the built library (`dist/`) in a real iframe; the test page is its editor.
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'"
const previewPage = (editorOrigin: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title>
  <link rel="icon" href="data:,">
  <script type="application/json" id="ss-context">${JSON.stringify({ editorFrame: true, editorOrigin })}</script>
  <script type="module" src="/dist/ss-elements.js"></script></head>
  <body><h1>Preview</h1><a id="link" href="/nowhere">A link</a></body></html>`

const loaded = (frame: HTMLIFrameElement) => new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
const html = (page: OpenedPage) => page.document.documentElement
const framedConsole = (page: OpenedPage) => (page.window as Window & typeof globalThis).console

/** Resolves once every message the frame posted before now has reached this window. */
function drained(page: OpenedPage): Promise<void> {
  return new Promise((resolve) => {
    const onProbe = (event: MessageEvent) => {
      if (event.data !== 'probe') return
      removeEventListener('message', onProbe)
      resolve()
    }
    addEventListener('message', onProbe)
    page.window.parent.postMessage('probe', location.origin)
  })
}

describe('the preview frame protocol', () => {
  let page: OpenedPage
  let client: PreviewClient
  let acks: PreviewAck[]
  const onAck = (event: MessageEvent) => event.data?.type === 'ss-preview-ack' && acks.push(event.data)

  async function openPreview(editorOrigin = location.origin) {
    page = await openPage(previewPage(editorOrigin), { csp: STRICT_CSP })
    client = createPreviewClient(page.frame, location.origin)
    acks = []
    addEventListener('message', onAck)
  }
  afterEach(() => {
    removeEventListener('message', onAck)
    client?.close()
    page?.close()
  })

  describe('with the editor at its origin', () => {
    beforeEach(async () => {
      await openPreview()
      await waitFor(() => html(page).hasAttribute('data-ss-edit-mode'), 'edit mode on the framed page')
    })

    it('disables and enables links, each answered with the state', async () => {
      const link = page.document.getElementById('link')!
      const followed: string[] = []
      page.document.addEventListener('click', (event) => {
        event.preventDefault()
        followed.push((event.target as HTMLAnchorElement).id)
      })

      const disabled = await client.send({ action: 'disable-links' })
      expect(disabled).to.deep.include({ type: 'ss-preview-ack', action: 'disable-links', ok: true })
      expect(disabled.ok && disabled.state.linksDisabled).to.equal(true)
      expect(html(page).hasAttribute('data-ss-links-disabled')).to.equal(true)
      expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })), 'the click is cancelled').to.equal(false)
      expect(followed).to.deep.equal([])

      await client.send({ action: 'enable-links' })
      expect(html(page).hasAttribute('data-ss-links-disabled')).to.equal(false)
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      expect(followed).to.deep.equal(['link'])
    })

    it('shows the custom CSS being edited, under a strict CSP, and drops it when site-styles editing ends', async () => {
      const heading = page.document.querySelector('h1')!
      const color = () => page.window.getComputedStyle(heading).color
      const before = color()
      const ack = await client.send({ action: 'set-editing-custom-css', css: 'h1 { color: rgb(200, 0, 0) }' })
      expect(ack.ok && ack.state).to.deep.include({ siteStylesEditing: true, customCss: 'h1 { color: rgb(200, 0, 0) }' })
      expect(color()).to.equal('rgb(200, 0, 0)')
      expect(html(page).hasAttribute('data-ss-site-styles-editing')).to.equal(true)
      expect(page.document.querySelectorAll('style')).to.have.length(0)

      await client.send({ action: 'set-editing-custom-css', css: 'h1 { color: rgb(0, 0, 200) }' })
      expect(color()).to.equal('rgb(0, 0, 200)')
      const exited = await client.send({ action: 'exit-site-styles-edit-mode' })
      expect(exited.ok && exited.state).to.deep.include({ siteStylesEditing: false, customCss: '' })
      expect(color()).to.equal(before)
      expect(html(page).hasAttribute('data-ss-site-styles-editing')).to.equal(false)
    })

    it('toggles the full-screen preview while enabled, and refuses while disabled', async () => {
      await client.send({ action: 'toggle-full-screen-preview' })
      expect(html(page).hasAttribute('data-ss-full-screen-preview')).to.equal(true)
      await client.send({ action: 'disable-full-screen-preview' })
      expect(html(page).hasAttribute('data-ss-full-screen-preview')).to.equal(false)
      expect(await client.send({ action: 'toggle-full-screen-preview' })).to.deep.include({
        ok: false,
        error: 'the full-screen preview is disabled',
      })
      expect(html(page).hasAttribute('data-ss-full-screen-preview')).to.equal(false)
      const enabled = await client.send({ action: 'enable-full-screen-preview' })
      expect(enabled.ok && enabled.state.fullScreenPreviewEnabled).to.equal(true)
      await client.send({ action: 'toggle-full-screen-preview' })
      expect(html(page).hasAttribute('data-ss-full-screen-preview')).to.equal(true)
    })

    it('expands and collapses the mobile drawer', async () => {
      await client.send({ action: 'set-mobile-drawer-expanded', expanded: true })
      expect(html(page).hasAttribute('data-ss-mobile-drawer-expanded')).to.equal(true)
      await client.send({ action: 'set-mobile-drawer-expanded', expanded: false })
      expect(html(page).hasAttribute('data-ss-mobile-drawer-expanded')).to.equal(false)
    })

    it('enters item editing and inline editing mode', async () => {
      expect(await client.send({ action: 'enter-item-editing-mode' })).to.deep.include({ ok: true })
      expect(html(page).getAttribute('data-ss-editing-mode')).to.equal('item')
      await client.send({ action: 'enter-inline-editing-mode' })
      expect(html(page).getAttribute('data-ss-editing-mode')).to.equal('inline')
    })

    it('refreshes: answers, then reloads and says it is ready again', async () => {
      const marked = page.window as Window & { marked?: boolean }
      marked.marked = true
      const reloaded = loaded(page.frame)
      const ready = client.ready()
      expect(await client.send({ action: 'refresh' })).to.deep.include({ action: 'refresh', ok: true })
      await reloaded
      expect((await ready).state.editing).to.equal(true)
      expect((page.frame.contentWindow as Window & { marked?: boolean }).marked).to.equal(undefined)
    })

    it('goes to an address of the site, and refuses one elsewhere', async () => {
      const refused = await client.send({ action: 'set-url', url: 'https://elsewhere.example/' })
      expect(refused).to.deep.include({ ok: false, error: 'not an address of this site: https://elsewhere.example/' })

      const target = `${page.window.location.pathname}${page.window.location.search}&visited=1`
      const navigated = loaded(page.frame)
      expect(await client.send({ action: 'set-url', url: target })).to.deep.include({ action: 'set-url', ok: true })
      await navigated
      expect(new URLSearchParams(page.frame.contentWindow!.location.search).get('visited')).to.equal('1')
    })

    it('ignores, with a warning, a message from the editor that is not a known action', async () => {
      const warnings: unknown[][] = []
      framedConsole(page).warn = (...args: unknown[]) => warnings.push(args)
      const frame = page.frame.contentWindow!
      frame.postMessage({ type: PREVIEW_ACTION_TYPE, id: 'x1', action: 'delete-site' }, location.origin)
      frame.postMessage({ type: PREVIEW_ACTION_TYPE, id: 'x2', action: 'set-url' }, location.origin)
      frame.postMessage('refresh', location.origin)
      // Messages arrive in order: once this one is answered, the three before it have been handled.
      await client.send({ action: 'disable-links' })
      await drained(page)
      expect(warnings).to.have.length(3)
      expect(String(warnings[0]![0])).to.contain('not a known preview action')
      expect(acks.map((ack) => ack.action)).to.deep.equal(['disable-links'])
    })
  })

  it('ignores a message from another origin than the editor it names', async () => {
    await openPreview('https://editor.example')
    await waitFor(() => html(page).hasAttribute('data-ss-edit-mode'), 'edit mode on the framed page')
    const warnings: unknown[][] = []
    framedConsole(page).warn = (...args: unknown[]) => warnings.push(args)
    const handled = new Promise((resolve) => page.window.addEventListener('message', resolve, { once: true }))
    page.frame.contentWindow!.postMessage({ type: PREVIEW_ACTION_TYPE, id: 'w1', action: 'disable-links' }, '*')
    await handled
    await drained(page)
    expect(acks).to.deep.equal([])
    expect(warnings).to.deep.equal([])
    expect(html(page).hasAttribute('data-ss-links-disabled')).to.equal(false)
  })
})
