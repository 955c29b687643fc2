import { expect } from '@esm-bundle/chai'
import { openPage, type OpenedPage } from '../../test/helpers/page-loads.ts'
import { waitFor } from '../../test/helpers/wait.ts'

const POSTER = new URL('../../core/images/test-images/landscape.svg', import.meta.url).pathname

/**
 * The built element in a page of its own (`npm run build` first): a fresh module map, so that the video is seen
 * while its implementation is still on its way, through `dist/ss-elements.js` (an element's own file brings it
 * with it).
 */
describe('<ss-video> from dist/', () => {
  let page: OpenedPage | undefined
  afterEach(() => page?.close())

  it('reserves its box while its code loads: nothing below it moves when it renders', async () => {
    const embed = '&lt;iframe src="https://player.vimeo.com/video/1" width="640" height="480"&gt;&lt;/iframe&gt;'
    page = await openPage(`<!doctype html>
      <script type="module" src="/dist/ss-elements.js"></script>
      <div style="width: 400px; margin: 0; position: absolute; top: 0; left: 0">
        <ss-video aspect-ratio="Auto" data-html='${embed}'><img src="${POSTER}" alt="Launch"></ss-video>
        <p id="below" style="margin: 0">Below the video</p>
      </div>
      <script type="module">
        const video = document.querySelector('ss-video')
        window.pending = { pending: video.hasAttribute('data-ss-pending'), top: document.getElementById('below').getBoundingClientRect().top }
      </script>`)
    const { document: doc } = page
    const seen = (page.window as Window & { pending?: { pending: boolean; top: number } }).pending!
    await waitFor(() => doc.querySelector('ss-video')!.shadowRoot!.querySelector('[part=play]'), 'the rendered video')
    expect(seen.pending, 'measured while pending').to.equal(true)
    expect(seen.top, 'a 4:3 box 400 px wide').to.equal(300)
    expect(doc.getElementById('below')!.getBoundingClientRect().top).to.equal(seen.top)
    expect(page.requests().filter((url) => /vimeo|youtube|wistia|animoto/.test(url)), 'no request to a provider').to.deep.equal([])
  })

  it('draws and plays under a Content Security Policy that allows no inline style', async () => {
    page = await openPage(`<!doctype html>
      <meta http-equiv="Content-Security-Policy" content="style-src 'self'">
      <script>window.violations = []; document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective))</script>
      <script type="module" src="/dist/elements/ss-video.js"></script>
      <ss-video data-html='&lt;iframe src="https://fast.wistia.net/embed/iframe/x"&gt;&lt;/iframe&gt;'><img src="${POSTER}" alt="Launch"></ss-video>`)
    const video = page.document.querySelector('ss-video')!
    const play = () => video.shadowRoot!.querySelector<HTMLButtonElement>('[part=play]')
    await waitFor(play, 'the rendered video')
    const box = video.shadowRoot!.querySelector('[part=base]')!.getBoundingClientRect()
    expect(Math.round((box.height / box.width) * 1000) / 10, 'the 56.3 % box').to.equal(56.3)
    play()!.click()
    expect(video.shadowRoot!.querySelector('iframe')!.getBoundingClientRect().height).to.equal(box.height)
    expect((page.window as Window & { violations?: string[] }).violations).to.deep.equal([])
  })
})
