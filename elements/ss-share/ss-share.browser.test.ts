import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsShare } from './index.ts'
import type { ShareDetail } from './schema.ts'

/** Replaces a navigator member for one test; `undefined` hides the browser's own. */
function setNavigator(name: 'share' | 'clipboard', value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true })
}
const restoreNavigator = () => {
  delete (navigator as unknown as Record<string, unknown>).share
  delete (navigator as unknown as Record<string, unknown>).clipboard
}

describe('<ss-share>', () => {
  let container: HTMLElement
  let shares: ShareDetail[]
  beforeEach(() => {
    setNavigator('share', undefined)
    shares = []
    container = document.createElement('div')
    // Following a share link would leave the test page.
    container.addEventListener('click', (event) => event.preventDefault())
    container.addEventListener('ss-share', (event) => shares.push(event.detail))
    document.body.append(container)
  })
  afterEach(() => {
    container.remove()
    restoreNavigator()
  })

  async function mount(html: string): Promise<SsShare> {
    container.innerHTML = html
    const element = container.querySelector('ss-share')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the element to render')
    return element
  }
  const links = (element: SsShare) => [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part=link]')]
  const button = (element: SsShare) => element.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!
  const status = (element: SsShare) => element.shadowRoot!.querySelector('[role=status]')!.textContent

  it('links to every network with the page address and title, in a named group, requesting nothing', async () => {
    document.title = 'Opening night'
    const before = performance.getEntriesByType('resource').length
    const element = await mount('<ss-share></ss-share>')
    const group = element.shadowRoot!.querySelector('[role=group]')!
    expect(group.getAttribute('aria-label')).to.equal('Share')
    expect(links(element).map((link) => link.textContent)).to.deep.equal([
      'Share on Facebook',
      'Share on X',
      'Share on LinkedIn',
      'Share on Pinterest',
      'Share on Reddit',
      'Share on WhatsApp',
      'Share by Email',
    ])
    const page = location.href.split('#')[0]!
    const facebook = new URL(links(element)[0]!.href)
    expect(facebook.origin + facebook.pathname).to.equal('https://www.facebook.com/sharer/sharer.php')
    expect(facebook.searchParams.get('u')).to.equal(page)
    expect(new URL(links(element)[1]!.href).searchParams.get('text')).to.equal(document.title)
    expect(links(element)[0]!.target).to.equal('_blank')
    expect(links(element)[0]!.rel).to.equal('noopener noreferrer')
    expect(links(element)[6]!.href).to.equal(
      `mailto:?subject=${encodeURIComponent(document.title)}&body=${encodeURIComponent(page)}`,
    )
    expect(links(element)[6]!.hasAttribute('target')).to.equal(false)
    expect(button(element).textContent!.trim()).to.equal('Copy link')

    await nextFrame()
    const requested = performance.getEntriesByType('resource').slice(before).map((entry) => entry.name)
    expect(requested.filter((name) => !name.startsWith(location.origin))).to.deep.equal([])
    await expectNoAxeViolations(container)
  })

  it('shares the given address, title and networks; an address that is not http(s) gives the page address', async () => {
    const element = await mount(
      '<ss-share url="/blog/first post" share-title="First &amp; best" networks="reddit whatsapp"></ss-share>',
    )
    const [reddit, whatsapp] = links(element).map((link) => new URL(link.href))
    expect(links(element)).to.have.length(2)
    expect(reddit!.searchParams.get('url')).to.equal(`${location.origin}/blog/first%20post`)
    expect(reddit!.searchParams.get('title')).to.equal('First & best')
    expect(whatsapp!.searchParams.get('text')).to.equal(`First & best ${location.origin}/blog/first%20post`)

    element.url = 'javascript:alert(1)'
    await waitFor(() => !links(element)[0]!.href.includes('blog'), 'the new address')
    expect(new URL(links(element)[0]!.href).searchParams.get('url')).to.equal(location.href.split('#')[0])
  })

  it('takes the page canonical address and og:image, which Pinterest pins', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://example.com/post"><meta property="og:image" content="https://example.com/a.jpg">',
    )
    try {
      const element = await mount('<ss-share networks="pinterest"></ss-share>')
      const pin = new URL(links(element)[0]!.href)
      expect(pin.searchParams.get('url')).to.equal('https://example.com/post')
      expect(pin.searchParams.get('media')).to.equal('https://example.com/a.jpg')
    } finally {
      document.head.querySelectorAll('link[rel=canonical], meta[property="og:image"]').forEach((node) => node.remove())
    }
  })

  it('fires ss-share with the network of the link followed', async () => {
    const element = await mount('<ss-share networks="x email"></ss-share>')
    // Followed for real, the links would open a tab and a mail program, taking the focus other test files need.
    const stay = (event: Event) => event.preventDefault()
    document.addEventListener('click', stay)
    try {
      links(element)[1]!.click()
      links(element)[0]!.click()
    } finally {
      document.removeEventListener('click', stay)
    }
    expect(shares).to.deep.equal([{ network: 'email' }, { network: 'x' }])
  })

  it('copies the link and says so politely', async () => {
    const written: string[] = []
    setNavigator('clipboard', { writeText: async (text: string) => void written.push(text) })
    const element = await mount('<ss-share url="https://example.com/post"></ss-share>')
    button(element).click()
    await waitFor(() => status(element) === 'Link copied', 'the status')
    expect(written).to.deep.equal(['https://example.com/post'])
    expect(shares).to.deep.equal([{ network: 'copy' }])
    expect(element.shadowRoot!.querySelector<HTMLInputElement>('[part=url]')!.hidden).to.equal(true)

    const texts: string[] = []
    new MutationObserver(() => texts.push(status(element)!)).observe(element.shadowRoot!.querySelector('[role=status]')!, {
      subtree: true,
      childList: true,
      characterData: true,
    })
    button(element).click()
    await waitFor(() => shares.length === 2, 'the second copy')
    await nextFrame()
    expect(texts).to.deep.equal(['', 'Link copied'])
  })

  it('shows the address selected for copying by hand when the clipboard refuses', async () => {
    setNavigator('clipboard', { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) })
    const element = await mount('<ss-share url="https://example.com/post"></ss-share>')
    button(element).click()
    await waitFor(() => status(element) === 'Copy the link below', 'the status')
    const input = element.shadowRoot!.querySelector<HTMLInputElement>('[part=url]')!
    expect(input.hidden).to.equal(false)
    expect(input.value).to.equal('https://example.com/post')
    expect([input.selectionStart, input.selectionEnd]).to.deep.equal([0, input.value.length])
    expect(shares).to.deep.equal([])
    await expectNoAxeViolations(container)
  })

  it("opens the device's share sheet where the browser has one; a dismissed sheet shares nothing", async () => {
    const sheets: ShareData[] = []
    let answer: Promise<void> = Promise.resolve()
    setNavigator('share', (data: ShareData) => (sheets.push(data), answer))
    const element = await mount('<ss-share url="https://example.com/post" share-title="Post"></ss-share>')
    expect(button(element).textContent!.trim()).to.equal('Share…')
    button(element).click()
    await waitFor(() => shares.length === 1, 'the share event')
    expect(sheets).to.deep.equal([{ url: 'https://example.com/post', title: 'Post' }])
    expect(shares).to.deep.equal([{ network: 'web-share' }])

    answer = Promise.reject(new DOMException('Dismissed', 'AbortError'))
    button(element).click()
    await waitFor(() => sheets.length === 2, 'the second sheet')
    await nextFrame()
    expect(shares).to.have.length(1)
    expect(status(element)).to.equal('')
  })
})
