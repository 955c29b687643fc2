import { expect } from '@esm-bundle/chai'
import { startRuntime, stopRuntime } from '../runtime/start-runtime.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { loadSiteFonts, setFontServiceUrls } from './load-site-fonts.ts'
import { GOOGLE_FONTS_URL } from './google-fonts.ts'
import { TYPEKIT_URL } from './typekit.ts'

const FIXTURES = '/core/fonts/test-fixtures'

/** The font stylesheets the page has asked for since the test began, from the local fakes or the real services. */
const fontRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(FIXTURES) || name.includes('fonts.googleapis.com') || name.includes('typekit.net'))

const fontLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-ss-fonts]')]

/** Collects what the loader logs. */
function recordLog() {
  const messages: string[] = []
  return { messages, log: (message: string) => messages.push(message) }
}

const kitFaces = () => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'proxima-nova')

describe('the site fonts', () => {
  let stop: (() => void) | undefined
  before(() => setFontServiceUrls({ googleFonts: `${FIXTURES}/google-fonts.css`, typekit: `${FIXTURES}/typekit` }))
  after(() => setFontServiceUrls({ googleFonts: GOOGLE_FONTS_URL, typekit: TYPEKIT_URL }))
  beforeEach(() => performance.clearResourceTimings())
  afterEach(() => {
    stop?.()
    stop = undefined
    stopRuntime()
  })

  it('adds nothing and requests nothing when the site has no fonts', async () => {
    await startRuntime({ context: { googleFonts: [], typekitFonts: [], website: { typekitId: null } } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fontLinks()).to.deep.equal([])
    expect(fontRequests()).to.deep.equal([])
  })

  it('is started by the runtime, and removed when the runtime stops', async () => {
    await startRuntime({ context: { googleFonts: [{ includeName: 'Lato:400' }] } })
    const [link, ...others] = fontLinks()
    expect(others).to.deep.equal([])
    expect(link!.dataset.ssFonts).to.equal('google')
    await waitFor(() => link!.sheet, 'the stylesheet to load')
    stopRuntime()
    expect(fontLinks()).to.deep.equal([])
  })

  it('asks for every Google Fonts family in one stylesheet with display=swap', async () => {
    stop = loadSiteFonts({ googleFonts: [{ includeName: 'Lato:400,700' }, { includeName: 'Open Sans:300italic' }] })
    const [link, ...others] = fontLinks()
    expect(others).to.deep.equal([])
    expect(link!.rel).to.equal('stylesheet')
    const href = new URL(link!.href)
    expect(href.pathname).to.equal(`${FIXTURES}/google-fonts.css`)
    expect(href.searchParams.get('family')).to.equal('Lato:400,700|Open Sans:300italic')
    expect(href.searchParams.get('display')).to.equal('swap')
    await waitFor(() => link!.sheet, 'the stylesheet to load')
    expect(fontRequests()).to.deep.equal([link!.href])
  })

  it("loads the site's Typekit kit with font-display swap, and logs only the requested fonts it lacks", async () => {
    const { messages, log } = recordLog()
    stop = loadSiteFonts(
      {
        website: { typekitId: 'kit1234' },
        typekitFonts: [
          { id: 'proxima-nova', variations: 'n4,i7,n7' },
          { id: 'museo', variations: ['n3'] },
        ],
      },
      { log },
    )
    const [link] = fontLinks()
    expect(link!.href).to.equal(new URL(`${FIXTURES}/typekit/kit1234.css`, location.href).href)
    await waitFor(() => messages.length === 2, 'the missing fonts to be logged')
    expect(messages).to.deep.equal([
      'ss-elements: the font "proxima-nova n7" is left out: it is not in the Typekit kit "kit1234".',
      'ss-elements: the font "museo" is left out: it is not in the Typekit kit "kit1234".',
    ])
    // Firefox does not let a script change a face that a stylesheet made: it keeps the kit's own setting.
    const display = navigator.userAgent.includes('Firefox/') ? 'auto' : 'swap'
    expect(kitFaces().map((face) => face.display)).to.deep.equal([display, display])
    expect(fontRequests()).to.deep.equal([link!.href])
  })

  it('logs a kit that fails to load, and the Google families still load', async () => {
    const { messages, log } = recordLog()
    stop = loadSiteFonts(
      { website: { typekitId: 'no-such-kit' }, googleFonts: [{ includeName: 'Lato' }], typekitFonts: [{ id: 'museo' }] },
      { log },
    )
    await waitFor(() => messages.length === 1, 'the failure to be logged')
    expect(messages).to.deep.equal(['ss-elements: the Typekit kit "no-such-kit" could not be loaded; its fonts are left out.'])
    const google = fontLinks().find((link) => link.dataset.ssFonts === 'google')!
    await waitFor(() => google.sheet, 'the Google stylesheet to load')
  })

  it('logs the requested fonts of a site without a kit, and requests nothing', () => {
    const { messages, log } = recordLog()
    stop = loadSiteFonts({ typekitFonts: [{ id: 'museo', variations: 'n3' }] }, { log })
    expect(messages).to.deep.equal(['ss-elements: the font "museo" is left out: the site has no Typekit kit.'])
    expect(fontLinks()).to.deep.equal([])
  })
})
