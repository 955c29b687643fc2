import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { recordPlayerMessages } from '../../core/video/testing/player-messages-recorder.ts'
import { providerRequests } from '../../core/video/testing/provider-requests.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import '../ss-gallery/index.ts'
import { SsVideo } from './index.ts'

const POSTER = new URL('../../core/images/test-images/landscape.svg', import.meta.url).pathname
const YOUTUBE = '<iframe src="https://www.youtube.com/embed/abc123?rel=0" title="Launch film" width="640" height="360"></iframe>'
const VIMEO = '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="480"></iframe>'
const WISTIA = '<iframe src="https://fast.wistia.net/embed/iframe/xyz"></iframe>'

const attribute = (html: string) => html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const video = (html: string, attributes = '', poster = `<img src="${POSTER}" alt="Our launch">`) =>
  `<ss-video data-html="${attribute(html)}" ${attributes}>${poster}</ss-video>`

const shadow = <T extends Element = HTMLElement>(element: Element, selector: string) => element.shadowRoot!.querySelector<T>(selector)
const playButton = (element: Element) => shadow<HTMLButtonElement>(element, '[part=play]')
const player = (element: Element) => shadow<HTMLIFrameElement>(element, 'iframe[part=video]')
const message = (element: Element) => shadow(element, '[part=message]')?.textContent
const heightOverWidth = (element: Element) => {
  const box = shadow(element, '[part=base]')!.getBoundingClientRect()
  return Math.round((box.height / box.width) * 1000) / 10
}

describe('<ss-video>', () => {
  let container: HTMLElement
  beforeEach(() => performance.clearResourceTimings())
  afterEach(() => container.remove())

  async function mount(html: string): Promise<SsVideo[]> {
    container = document.createElement('div')
    container.style.width = '640px'
    container.innerHTML = html
    document.body.append(container)
    const elements = [...container.querySelectorAll('ss-video')]
    const rendered = (element: Element) => shadow(element, '[part=base]') || element.hasAttribute('data-ss-error')
    await waitFor(() => elements.every(rendered), 'the videos to render')
    return elements
  }

  function recordEvents(element: Element) {
    const events: string[] = []
    for (const name of ['ss-video-play', 'ss-video-pause']) element.addEventListener(name, () => events.push(name))
    return events
  }

  describe('before the visitor plays', () => {
    it('shows the light-DOM poster in a labelled play button and asks nothing of the provider', async () => {
      const [element] = await mount(video(YOUTUBE) + video(VIMEO) + video(WISTIA))
      const button = playButton(element!)!
      expect(button.getAttribute('aria-label')).to.equal('Play Launch film')
      expect(button.querySelector('slot')!.assignedElements()[0]!.localName).to.equal('img')
      await waitFor(() => element!.querySelector('img')!.complete, 'the poster')
      await settle()
      expect(providerRequests()).to.deep.equal([])
      expect(player(element!)).to.equal(null)
    })

    it('names the button after the poster, else the provider, when the embed has no title', async () => {
      const [withPoster, bare] = await mount(video(VIMEO) + video(WISTIA, '', ''))
      expect(playButton(withPoster!)!.getAttribute('aria-label')).to.equal('Play Our launch')
      expect(playButton(bare!)!.getAttribute('aria-label')).to.equal('Play Wistia video')
    })
  })

  describe('playing', () => {
    it('one click swaps in a private, sandboxed player that starts at once, and focuses it', async () => {
      const [element] = await mount(video(YOUTUBE))
      const events = recordEvents(element!)
      playButton(element!)!.click()
      const iframe = player(element!)!
      expect(iframe.src).to.equal('https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1&enablejsapi=1')
      expect(iframe.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox')
      expect(iframe.allow).to.contain('autoplay')
      expect(iframe.title).to.equal('Launch film')
      expect(playButton(element!)).to.equal(null)
      expect(element!.shadowRoot!.activeElement).to.equal(iframe)
      expect(events).to.deep.equal(['ss-video-play'])
      expect(providerRequests()).to.deep.equal([iframe.src])
    })

    it('Enter and Space on the play button start the video', async () => {
      for (const key of ['Enter', 'Space']) {
        const [element] = await mount(video(WISTIA))
        playButton(element!)!.focus()
        await sendKeys({ press: key })
        await waitFor(() => player(element!), `the player by ${key}`)
        expect(player(element!)!.src).to.equal('https://fast.wistia.net/embed/iframe/xyz?autoplay=1&doNotTrack=true')
        container.remove()
      }
    })

    it('asks Vimeo not to track the visitor', async () => {
      const [element] = await mount(video(VIMEO))
      element!.play()
      await waitFor(() => player(element!), 'the player')
      expect(player(element!)!.src).to.equal('https://player.vimeo.com/video/76979871?autoplay=1&api=1&dnt=1')
      expect(element!.shadowRoot!.activeElement, 'play() leaves focus where it is').to.equal(null)
    })

    it('pauses and plays YouTube and Vimeo by posted message, keeping the player', async () => {
      const messages = recordPlayerMessages()
      try {
        const [youtube, vimeo] = await mount(video(YOUTUBE) + video(VIMEO))
        const events = recordEvents(youtube!)
        youtube!.play()
        await waitFor(() => player(youtube!), 'the YouTube player')
        youtube!.pause()
        await waitFor(() => playButton(youtube!), 'the overlay back')
        expect(player(youtube!)!.hidden).to.equal(true)
        playButton(youtube!)!.click()
        expect(player(youtube!)!.hidden).to.equal(false)
        vimeo!.play()
        await waitFor(() => player(vimeo!), 'the Vimeo player')
        vimeo!.pause()
        vimeo!.play()
        expect(messages.posted).to.deep.equal([
          { message: { event: 'command', func: 'pauseVideo', args: [] }, origin: 'https://www.youtube-nocookie.com' },
          { message: { event: 'command', func: 'playVideo', args: [] }, origin: 'https://www.youtube-nocookie.com' },
          { message: { event: 'command', func: 'pauseVideo', args: [] }, origin: 'https://www.youtube-nocookie.com' },
          { message: { method: 'pause' }, origin: 'https://player.vimeo.com' },
          { message: { method: 'play' }, origin: 'https://player.vimeo.com' },
        ])
        expect(events).to.deep.equal(['ss-video-play', 'ss-video-pause', 'ss-video-play', 'ss-video-pause'])
      } finally {
        messages.restore()
      }
    })

    it('plays one video at a time: a player without messages goes back to its poster, and focus to its button', async () => {
      const [first, second] = await mount(video(WISTIA) + video(WISTIA))
      const events = recordEvents(first!)
      playButton(first!)!.click()
      expect(first!.shadowRoot!.activeElement).to.equal(player(first!))
      second!.play()
      expect(player(first!)).to.equal(null)
      expect(first!.shadowRoot!.activeElement).to.equal(playButton(first!))
      expect(player(second!)).to.not.equal(null)
      expect(events).to.deep.equal(['ss-video-play', 'ss-video-pause'])
    })

    it('plays one at a time with the video slides of a gallery', async () => {
      const slide = `<figure data-type="video" data-html="${attribute(WISTIA)}"><img data-src="${POSTER}" data-image-dimensions="1600x900" alt="A slide"></figure>`
      const [element] = await mount(video(WISTIA) + `<ss-gallery>${slide}</ss-gallery>`)
      const gallery = container.querySelector('ss-gallery')!
      const slidePlay = () => gallery.shadowRoot!.querySelector<HTMLButtonElement>('[part=video-play]')
      await waitFor(slidePlay, 'the gallery’s video slide')
      element!.play()
      slidePlay()!.click()
      await waitFor(() => gallery.shadowRoot!.querySelector('iframe[part=video]'), 'the slide’s player')
      expect(player(element!), 'the element back to its poster').to.equal(null)
      playButton(element!)!.click()
      await waitFor(() => slidePlay(), 'the slide back to its thumbnail')
    })

    it('calls made before the element has loaded run once it has', async () => {
      container = document.createElement('div')
      document.body.append(container)
      const element = document.createElement('ss-video')
      element.dataHtml = WISTIA
      element.play()
      container.append(element)
      await waitFor(() => player(element), 'the player')
    })
  })

  describe('what it refuses', () => {
    it('lets nothing of the embed markup reach the page but a listed provider’s player address', async () => {
      const hostile =
        '<script>window.hacked = 1</script><img src="/hostile.png" onerror="window.hacked = 2"><iframe src="https://player.vimeo.com/video/7" onload="window.hacked = 3" srcdoc="<p>owned</p>" style="position:fixed" allow="camera; microphone" sandbox="allow-top-navigation" name="x"></iframe>'
      const [element] = await mount(video(hostile, 'provider-name="Vimeo"'))
      playButton(element!)!.click()
      const iframe = player(element!)!
      expect(iframe.getAttributeNames().sort()).to.deep.equal(['allow', 'allowfullscreen', 'part', 'referrerpolicy', 'sandbox', 'src', 'title'])
      expect(iframe.getAttribute('allow')).to.equal('autoplay; fullscreen; picture-in-picture; encrypted-media')
      expect(iframe.src).to.equal('https://player.vimeo.com/video/7?autoplay=1&api=1&dnt=1')
      await settle()
      expect((window as { hacked?: number }).hacked).to.equal(undefined)
      expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('hostile'))).to.deep.equal([])
      expect(element!.shadowRoot!.querySelectorAll('script, img, [onerror], [onload], [srcdoc]')).to.have.length(0)
    })

    it("shows 'Invalid video embed.' for anything but a listed provider's https player, or another provider than named", async () => {
      const invalid = [
        '<iframe src="https://evil.example/embed/1"></iframe>',
        '<iframe src="http://www.youtube.com/embed/1"></iframe>',
        '<iframe src="javascript:alert(1)"></iframe>',
        'just words',
        '',
      ]
      const elements = await mount(invalid.map((html) => video(html)).join('') + video(YOUTUBE, 'provider-name="Vimeo"'))
      for (const element of elements) {
        expect(message(element), element.dataHtml).to.equal('Invalid video embed.')
        expect(playButton(element)).to.equal(null)
        expect(shadow<HTMLSlotElement>(element, 'slot')!.assignedElements()[0]!.localName, 'the poster stays').to.equal('img')
      }
      expect(providerRequests()).to.deep.equal([])
    })

    it('explains that a custom poster needs an embedded video', async () => {
      const [withPoster, bare] = await mount(video('<video src="/film.mp4"></video>') + video('<video src="/film.mp4"></video>', '', ''))
      expect(message(withPoster!)).to.equal(
        'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
      )
      expect(message(bare!)).to.equal('Invalid video embed.')
    })
  })

  describe('its box', () => {
    it('is 56.3 % as high as wide by default, 100 ÷ a set ratio, and for Auto the embed’s own or 65 %', async () => {
      const elements = await mount(
        video(YOUTUBE) + video(YOUTUBE, 'aspect-ratio="2"') + video(YOUTUBE, 'aspect-ratio="Auto"') + video(WISTIA, 'aspect-ratio="Auto"'),
      )
      expect(elements.map(heightOverWidth)).to.deep.equal([56.3, 50, 56.3, 65])
      const [, , auto] = elements
      auto!.dataHtml = VIMEO
      await waitFor(() => heightOverWidth(auto!) === 75, 'the 4:3 box of the new embed')
    })

    it('fills the box with the poster, fits it whole, or leaves it at its own size', async () => {
      const elements = await mount(
        video(WISTIA) + video(WISTIA, 'mode="fit"') + video(WISTIA, 'mode="none"') + video(WISTIA, `data-block-json='{"mode":null}'`),
      )
      expect(elements.map((element) => getComputedStyle(element.querySelector('img')!).objectFit)).to.deep.equal(['cover', 'contain', 'none', 'cover'])
    })

    it('reports an unknown mode as bad configuration, and shows the poster', async () => {
      const [element] = await mount(video(WISTIA, 'mode="stretch"'))
      expect(element!.hasAttribute('data-ss-error')).to.equal(true)
      expect(shadow<HTMLSlotElement>(element!, 'slot')!.assignedElements()[0]!.localName).to.equal('img')
    })
  })

  it('lets go of its player when removed, and works again when put back', async () => {
    const [element] = await mount(video(WISTIA))
    playButton(element!)!.click()
    element!.remove()
    await settle()
    expect(player(element!)).to.equal(null)
    container.append(element!)
    await waitFor(() => playButton(element!), 'the overlay')
    playButton(element!)!.click()
    expect(player(element!)).to.not.equal(null)
  })

  it('passes axe in each example of its demo', async () => {
    const demo = await (await fetch(new URL('./demo.html', import.meta.url))).text()
    const elements = await mount(demo.replace(/\/media\/photos\/[\w-]+\.jpg\?format=\d+w/g, POSTER))
    expect(elements).to.have.length(3)
    await expectNoAxeViolations(container)
  })

  it('passes axe, before and while playing', async () => {
    const [element] = await mount(video(YOUTUBE) + video('<iframe src="https://evil.example/"></iframe>'))
    await expectNoAxeViolations(container)
    playButton(element!)!.click()
    await expectNoAxeViolations(container)
  })
})
