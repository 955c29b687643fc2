import { expect } from '@esm-bundle/chai'
import { openPage, type OpenedPage } from '../../test/helpers/page-loads.ts'
import { waitFor } from '../../test/helpers/wait.ts'

/**
 * The built element in a page of its own (`npm run build` first): a fresh module map, to see it while its code
 * loads, through `dist/ss-elements.js` (an element's own file brings its code with it: no wait to see).
 */
describe('<ss-audio> from dist/', () => {
  let page: OpenedPage | undefined
  afterEach(() => page?.close())

  it('draws the browser’s player at the controls’ height while its code loads: nothing below it moves', async () => {
    page = await openPage(`<!doctype html>
      <script type="module" src="/dist/ss-elements.js"></script>
      <div style="width: 400px; position: absolute; top: 0; left: 0">
        <ss-audio><audio src="/demo/media/tone.wav" title="Tone" controls preload="metadata"></audio></ss-audio>
        <p id="below" style="margin: 0">Below the player</p>
      </div>
      <script type="module">
        const audio = document.querySelector('ss-audio')
        window.pending = { pending: audio.hasAttribute('data-ss-pending'), top: document.getElementById('below').getBoundingClientRect().top }
      </script>`)
    const { document: doc } = page
    const seen = (page.window as Window & { pending?: { pending: boolean; top: number } }).pending!
    await waitFor(() => doc.querySelector('ss-audio')!.shadowRoot!.querySelector('[part=play]'), 'the controls')
    expect(seen.pending, 'measured while pending').to.equal(true)
    expect(doc.getElementById('below')!.getBoundingClientRect().top).to.equal(seen.top)
  })
})
