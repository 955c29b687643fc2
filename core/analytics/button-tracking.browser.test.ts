import { expect } from '@esm-bundle/chai'
import { forgetVisitor } from './testing/cookies.ts'
import { recordNetwork, type NetworkRecorder, type RecorderOptions } from './testing/network-recorder.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import { startTracking, stopTracking } from './tracker.ts'

let network: NetworkRecorder
let container: HTMLElement

const context = { website: { id: 'w1' }, item: { id: 'i1' } }
const clicks = () => network.to('/api/census/button-click')
const renders = () => network.to('/api/census/button-render')

/** Records what the page does after our listener: whether the click was held, and where the link went. */
function followPage() {
  const seen: Array<{ held: boolean; trusted: boolean }> = []
  const listener = (event: MouseEvent) => {
    seen.push({ held: event.defaultPrevented, trusted: event.isTrusted })
    // A real link would leave the test page: only a hash change is let through.
    const link = (event.target as Element).closest('a')
    if (!event.defaultPrevented && link && !link.getAttribute('href')!.startsWith('#')) event.preventDefault()
  }
  window.addEventListener('click', listener)
  return { seen, stop: () => window.removeEventListener('click', listener) }
}

function setUp(options: RecorderOptions = {}) {
  forgetVisitor()
  network = recordNetwork(options)
  container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = `
    <a id="same" href="#replayed" data-ss-button-id="b1" data-ss-button-alignment="center" data-ss-button-size="large">  Shop now </a>
    <a id="new" href="https://example.com/" target="_blank" data-ss-button-id="b2" data-ss-button-context="2">Elsewhere</a>
    <a id="plain" href="#plain">Not a button</a>`
  startTracking({ context })
}

async function tearDown() {
  stopTracking()
  container.remove()
  network.restore()
  forgetVisitor()
  history.replaceState(null, '', location.pathname + location.search)
}

describe('button tracking', () => {
  describe('with a server that answers', () => {
    beforeEach(() => setUp())
    afterEach(tearDown)

    it('records each tracked button as rendered once, with its payload, the visitor cookie and the page fields', async () => {
      await waitFor(() => renders().length === 2, 'two renders')
      startTracking({ context })
      await settle()
      expect(renders()).to.have.length(2)
      // Each button sends its own request as it is seen: their order is not promised.
      const [first, second] = renders()
        .map((request) => JSON.parse(request.body))
        .sort((a, b) => a.id.localeCompare(b.id))
      expect(first).to.deep.include({
        id: 'b1',
        buttonText: 'Shop now',
        clickthroughUrl: `${location.origin}${location.pathname}${location.search}#replayed`,
        alignment: 'center',
        size: 'large',
        newWindow: false,
        context: 1,
        websiteId: 'w1',
        itemId: 'i1',
      })
      expect(first.visitorCookie).to.match(/^[0-9a-f-]{36}\|\d+\|\d+\|\d+\|1$/)
      expect(second).to.deep.include({ id: 'b2', newWindow: true, context: 2 })
    })

    it('holds a same-window click, records it, then replays it once', async () => {
      const page = followPage()
      try {
        container.querySelector<HTMLAnchorElement>('#same')!.click()
        expect(page.seen).to.deep.equal([{ held: true, trusted: false }])
        expect(location.hash).to.equal('')
        await waitFor(() => location.hash === '#replayed', 'the replayed click to follow the link')
        expect(page.seen).to.deep.equal([{ held: true, trusted: false }, { held: false, trusted: false }])
        expect(clicks()).to.have.length(1)
        expect(JSON.parse(clicks()[0]!.body)).to.deep.include({ id: 'b1', buttonText: 'Shop now' })
      } finally {
        page.stop()
      }
    })

    it('records a second click while the first is held only once', async () => {
      container.querySelector<HTMLAnchorElement>('#same')!.click()
      container.querySelector<HTMLAnchorElement>('#same')!.click()
      await waitFor(() => location.hash === '#replayed', 'the replayed click')
      await settle()
      expect(clicks()).to.have.length(1)
    })

    it('records a click that opens a new window without holding it', async () => {
      const page = followPage()
      try {
        container.querySelector<HTMLAnchorElement>('#new')!.click()
        expect(page.seen).to.deep.equal([{ held: false, trusted: false }])
        await waitFor(() => clicks().length === 1, 'the click record')
        expect(JSON.parse(clicks()[0]!.body)).to.deep.include({ id: 'b2', newWindow: true })
      } finally {
        page.stop()
      }
    })

    it('records a Ctrl-click (a new tab) without holding it', async () => {
      const page = followPage()
      try {
        const link = container.querySelector<HTMLAnchorElement>('#same')!
        link.href = 'https://example.com/elsewhere'
        link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }))
        expect(page.seen).to.deep.equal([{ held: false, trusted: false }])
        await waitFor(() => clicks().length === 1, 'the click record')
      } finally {
        page.stop()
      }
    })

    it('leaves links that are not buttons alone', async () => {
      container.querySelector<HTMLAnchorElement>('#plain')!.click()
      await settle()
      expect(clicks()).to.deep.equal([])
      expect(location.hash).to.equal('#plain')
    })
  })

  describe('with a server that never answers', () => {
    beforeEach(() => setUp({ hang: (request) => request.url.pathname === '/api/census/button-click' }))
    afterEach(tearDown)

    it('replays the held click when the 2.5 s tracking timeout ends', async () => {
      const started = performance.now()
      container.querySelector<HTMLAnchorElement>('#same')!.click()
      await waitFor(() => location.hash === '#replayed', 'the replay after the timeout', 6000)
      expect(performance.now() - started).to.be.at.least(2400)
    })
  })

  describe('with a failing server', () => {
    beforeEach(() => setUp({ status: 500 }))
    afterEach(tearDown)

    it('still follows the link', async () => {
      container.querySelector<HTMLAnchorElement>('#same')!.click()
      await waitFor(() => location.hash === '#replayed', 'the replay')
      expect(clicks()).to.have.length(1)
    })
  })
})
