import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import '../index.ts'
import type { SsGallery } from '../element.ts'
import { imageSlides, recordEvents, removeGallery, renderGallery, shadow } from '../test/gallery-fixture.ts'
import { recordPlayerMessages } from '../../../core/video/testing/player-messages-recorder.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { settle, waitFor } from '../../../test/helpers/wait.ts'

const escape = (html: string) => html.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const thumbnail = `<img data-src="${new URL('../../../core/images/test-images/landscape.svg', import.meta.url).pathname}" data-image-dimensions="1600x900" alt="Launch film">`
const videoSlide = (html: string, provider = 'YouTube', image = thumbnail) =>
  `<figure data-type="video" data-slide-id="film" data-provider-name="${provider}" data-html='${escape(html)}'>${image}</figure>`
const YOUTUBE = '<iframe src="https://www.youtube.com/embed/abc123?rel=0" title="Launch" width="640" height="360"></iframe>'
const WISTIA = '<iframe src="https://fast.wistia.net/embed/iframe/xyz"></iframe>'

const playButton = (gallery: Element) => shadow<HTMLButtonElement>(gallery, '[part=video-play]')
const player = (gallery: Element) => shadow<HTMLIFrameElement>(gallery, 'iframe[part=video]')
const videoReady = (gallery: Element) => waitFor(() => playButton(gallery) || shadow(gallery, '[part=video-message]'), 'the video slide')

describe('<ss-gallery> video slides', () => {
  let second: HTMLElement | undefined
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    second?.remove()
    await emulateMedia({ reducedMotion: null })
  })

  it('shows the thumbnail with a play button, and a click swaps in the player', async () => {
    const gallery = await renderGallery('', videoSlide(YOUTUBE) + imageSlides(1))
    await videoReady(gallery)
    expect(playButton(gallery)!.getAttribute('aria-label')).to.equal('Play video: Launch film')
    expect(playButton(gallery)!.querySelector('img')).to.not.equal(null)
    playButton(gallery)!.click()
    await waitFor(() => player(gallery), 'the player')
    const iframe = player(gallery)!
    expect(iframe.src).to.equal('https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1&enablejsapi=1')
    expect(iframe.title).to.equal('Launch')
    expect(playButton(gallery)).to.equal(null)
  })

  it('Enter and Space on the play button swap in the player', async () => {
    for (const key of ['Enter', 'Space']) {
      const gallery = await renderGallery('', videoSlide(WISTIA))
      await videoReady(gallery)
      playButton(gallery)!.focus()
      await sendKeys({ press: key })
      await waitFor(() => player(gallery), `the player by ${key}`)
    }
  })

  it('lets nothing of data-html but a listed provider’s https src reach the page', async () => {
    const hostile =
      '<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"><iframe src="https://player.vimeo.com/video/7" onload="window.hacked = 3" srcdoc="<p>owned</p>" style="position:fixed" allow="camera" name="x"></iframe>'
    const gallery = await renderGallery('', videoSlide(hostile, 'Vimeo'))
    await videoReady(gallery)
    playButton(gallery)!.click()
    await waitFor(() => player(gallery), 'the player')
    const iframe = player(gallery)!
    expect(iframe.getAttributeNames().sort()).to.deep.equal(['allow', 'allowfullscreen', 'part', 'referrerpolicy', 'sandbox', 'src', 'title'])
    expect(iframe.getAttribute('allow')).to.equal('autoplay; fullscreen; picture-in-picture; encrypted-media')
    expect(iframe.src).to.equal('https://player.vimeo.com/video/7?autoplay=1&api=1&dnt=1')
    await settle()
    expect((window as { hacked?: number }).hacked).to.equal(undefined)
    expect(gallery.shadowRoot!.querySelectorAll('script, [onerror], [onload]')).to.have.length(0)
  })

  it("shows 'Invalid video embed.' for markup that is not a provider's iframe", async () => {
    for (const html of ['<iframe src="https://evil.example/embed/1"></iframe>', '<iframe src="http://www.youtube.com/embed/1"></iframe>', 'just words', '']) {
      const gallery = await renderGallery('', videoSlide(html))
      await videoReady(gallery)
      expect(shadow(gallery, '[part=video-message]')!.textContent, html).to.equal('Invalid video embed.')
      expect(playButton(gallery)).to.equal(null)
    }
  })

  it('explains that a custom thumbnail needs an embedded video', async () => {
    const gallery = await renderGallery('', videoSlide('<video src="/film.mp4"></video>'))
    await videoReady(gallery)
    expect(shadow(gallery, '[part=video-message]')!.textContent).to.equal(
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    )
  })

  it('pauses a YouTube player by message when its slide is left, and plays it by message on return', async () => {
    const messages = recordPlayerMessages()
    try {
      const gallery = await renderGallery('', videoSlide(YOUTUBE) + imageSlides(1))
      await videoReady(gallery)
      playButton(gallery)!.click()
      await waitFor(() => player(gallery), 'the player')
      gallery.next()
      await waitFor(() => playButton(gallery), 'the overlay back')
      expect(messages.posted).to.deep.equal([{ message: { event: 'command', func: 'pauseVideo', args: [] }, origin: 'https://www.youtube-nocookie.com' }])
      expect(player(gallery)!.hidden).to.equal(true)
      gallery.previous()
      await waitFor(() => gallery.currentIndex === 0, 'the video slide again')
      playButton(gallery)!.click()
      await waitFor(() => !player(gallery)!.hidden, 'the player shown')
      expect(messages.posted[1]).to.deep.equal({ message: { event: 'command', func: 'playVideo', args: [] }, origin: 'https://www.youtube-nocookie.com' })
    } finally {
      messages.restore()
    }
  })

  it('unloads a player that takes no messages when its slide is left', async () => {
    const gallery = await renderGallery('', videoSlide(WISTIA) + imageSlides(1))
    await videoReady(gallery)
    playButton(gallery)!.click()
    await waitFor(() => player(gallery), 'the player')
    gallery.next()
    await waitFor(() => !player(gallery), 'the player gone')
    expect(playButton(gallery)).to.not.equal(null)
  })

  it('plays one video in the page at a time', async () => {
    const first = await renderGallery('', videoSlide(WISTIA))
    second = document.createElement('div')
    second.innerHTML = `<ss-gallery>${videoSlide(WISTIA)}</ss-gallery>`
    document.body.append(second)
    const other = second.querySelector('ss-gallery')!
    await videoReady(first)
    await videoReady(other)
    playButton(first)!.click()
    await waitFor(() => player(first), 'the first player')
    playButton(other)!.click()
    await waitFor(() => player(other), 'the second player')
    await waitFor(() => !player(first) && playButton(first), 'the first video back to its overlay')
  })

  it('holds autoplay while a video plays, and restores it after', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' })
    const gallery: SsGallery = await renderGallery(
      `data-block-json='{"autoplay":true,"autoplay-duration":0.2,"autoplayOptions":{"randomize":false}}' transition="swipe"`,
      videoSlide(WISTIA) + imageSlides(2),
    )
    await videoReady(gallery)
    playButton(gallery)!.click()
    await waitFor(() => player(gallery), 'the player')
    const changes = recordEvents(gallery, 'ss-slide-change')
    await new Promise((resolve) => setTimeout(resolve, 600)) // three autoplay steps' time
    expect(changes).to.have.length(0)
    second = document.createElement('div')
    second.innerHTML = `<ss-gallery>${videoSlide(WISTIA)}</ss-gallery>`
    document.body.append(second)
    const other = second.querySelector('ss-gallery')!
    await videoReady(other)
    playButton(other)!.click()
    await waitFor(() => changes.length > 0, 'autoplay once the video stopped')
  })

  it('shows a video in a grid as a thumbnail, and plays it in the lightbox', async () => {
    const gallery = await renderGallery('design="grid"', videoSlide(WISTIA) + imageSlides(1))
    const cell = shadow(gallery, '.cell button')!
    expect(cell.getAttribute('aria-label')).to.equal('Launch film')
    expect(cell.querySelector('.play-icon')).to.not.equal(null)
    expect(cell.querySelector('[part=video-play]')).to.equal(null)
    cell.click()
    await waitFor(() => shadow(gallery, 'dialog [part=video-play]'), 'the video in the lightbox')
    shadow<HTMLButtonElement>(gallery, 'dialog [part=video-play]')!.click()
    await waitFor(() => shadow(gallery, 'dialog iframe[part=video]'), 'the player in the lightbox')
  })
})
