// 1,000-slide grid and slider pages, <ss-gallery> beside Swiper Element (slider) and PhotoSwipe (grid): time to
// interactive, when the whole page was parsed, the image requests made without scrolling, and the JS heap and event
// listeners the page holds.
// The pages are loaded in turn, round after round, so that each pair is compared under the same conditions.
import { interleavedMedianLoads, measuringScript } from './gallery-load.mjs'
import { copyVendorFiles, page, photos, photoswipeGrid, PHOTOSWIPE_SCRIPT, ssFigures, SWIPER_SCRIPT, swiperSlides } from './gallery-markup.mjs'
import { preloadLinks } from './preload-links.mjs'
import { builtRenderPage } from './server-blocks.mjs'

const COUNT = 1000
const RUNS = 5
const SS_SCRIPT = '<script type="module" src="/dist/elements/ss-gallery.js"></script>'
// The gallery draws only the slides near its view: it is ready once its first slide is drawn in a row or list that
// it has sized for all the slides (data-near and the spacers come from the geometry, which needs the view's width),
// by its element, defined and out of its pending state (a server render shows the same markup before hydrating).
const ssReady = (selector) => `document.querySelector('ss-gallery:defined:not([data-ss-pending])')?.shadowRoot?.querySelector('${selector}') != null`
const ssGridReady = ssReady(`.cell[aria-posinset="1"][aria-setsize="${COUNT}"] ~ .spacer`)
const ssSliderReady = ssReady(`.slide[aria-label="1 of ${COUNT}"][data-near]`)
// Swiper Element starts as soon as <swiper-container> is parsed, with the slides parsed so far, and takes each later
// one in as it comes: it is ready once it holds them all, as the gallery is once it has counted them all. With its
// script in the head that is when the page is parsed; with its script after the slider, once it has started.
const swiperReady = `document.querySelector('swiper-container')?.swiper?.initialized === true && document.querySelector('swiper-container').swiper.slides.length === ${COUNT}`
const PARSED = "document.readyState !== 'loading'"
const swiperContainer = () =>
  `<swiper-container slides-per-view="3" space-between="10" navigation="true">${swiperSlides(photos(COUNT), { withSizes: true })}</swiper-container>`
// The page CSS the gallery's README gives: before the upgrade, only the first slide is laid out.
const SS_PENDING_CSS = '<style>ss-gallery:not(:defined) > :nth-child(n+2) { display: none; }</style>'

const sliderPage = () => page('Slider', measuringScript(ssSliderReady) + SS_SCRIPT, `<ss-gallery design="slider" aria-label="Photographs">${ssFigures(photos(COUNT))}</ss-gallery>`)

const PAGES = [
  {
    name: `ss-gallery grid, ${COUNT} slides, lightbox`,
    file: 'gallery-grid-1000.html',
    html: () => page('Grid', measuringScript(ssGridReady) + SS_SCRIPT, `<ss-gallery design="grid" aria-label="Photographs">${ssFigures(photos(COUNT))}</ss-gallery>`),
  },
  {
    name: `HTML grid + PhotoSwipe, ${COUNT} images, loading=lazy`,
    file: 'photoswipe-grid-1000.html',
    html: () => page('Grid', measuringScript('window.benchLightboxReady === true') + PHOTOSWIPE_SCRIPT, `<div id="grid">${photoswipeGrid(photos(COUNT))}</div>`),
  },
  {
    name: `ss-gallery slider, ${COUNT} slides`,
    file: 'gallery-slider-1000.html',
    compared: true,
    html: () => sliderPage(),
  },
  {
    name: `ss-gallery slider, ${COUNT} slides, README's pending CSS`,
    file: 'gallery-slider-1000-pending-css.html',
    compared: true,
    html: () => page('Slider', SS_PENDING_CSS + measuringScript(ssSliderReady) + SS_SCRIPT, `<ss-gallery design="slider" aria-label="Photographs">${ssFigures(photos(COUNT))}</ss-gallery>`),
  },
  // The same, with the `<link rel="modulepreload">` the README's template writes from ss-elements/preloads.json.
  {
    name: `ss-gallery slider, ${COUNT} slides, README's pending CSS and module preloads`,
    file: 'gallery-slider-1000-pending-css-preloads.html',
    compared: true,
    html: (_, distDir) =>
      page('Slider', preloadLinks(distDir, 'elements/ss-gallery.js') + SS_PENDING_CSS + measuringScript(ssSliderReady) + SS_SCRIPT, `<ss-gallery design="slider" aria-label="Photographs">${ssFigures(photos(COUNT))}</ss-gallery>`),
  },
  // The same page as ss-elements/server renders it: the slides near the view in its declarative shadow root, no
  // light-DOM slide laid out, then hydrated.
  {
    name: `ss-gallery slider, ${COUNT} slides, server-rendered (renderPage)`,
    file: 'gallery-slider-1000-server-rendered.html',
    compared: true,
    html: async (renderPage) => {
      const { html, warnings } = await renderPage(sliderPage())
      if (warnings.length > 0) throw new Error(`renderPage warned: ${warnings.join('; ')}`)
      return html
    },
  },
  // What no script can beat: the browser parsing the same page, its slides laid out or hidden by the pending CSS.
  {
    name: `floor: the same ${COUNT} slides, no script`,
    file: 'gallery-slider-1000-floor.html',
    compared: true,
    html: () => page('Slider', measuringScript(PARSED), `<div>${ssFigures(photos(COUNT))}</div>`),
  },
  {
    name: `floor: the same ${COUNT} slides, no script, README's pending CSS`,
    file: 'gallery-slider-1000-floor-pending-css.html',
    compared: true,
    html: () => page('Slider', '<style>div > :nth-child(n+2) { display: none; }</style>' + measuringScript(PARSED), `<div>${ssFigures(photos(COUNT))}</div>`),
  },
  {
    name: `Swiper Element, ${COUNT} slides, loading=lazy, script in the head`,
    file: 'swiper-slider-1000.html',
    swiper: true,
    html: () => page('Slider', measuringScript(swiperReady) + SWIPER_SCRIPT, swiperContainer()),
  },
  {
    name: `Swiper Element, ${COUNT} slides, loading=lazy, script after the slider`,
    file: 'swiper-slider-1000-script-after.html',
    swiper: true,
    html: () => page('Slider', measuringScript(swiperReady), swiperContainer() + SWIPER_SCRIPT),
  },
]

export default {
  name: `1,000-slide gallery pages: time to interactive, image requests without scrolling, JS heap and listeners (Chromium 1280×800, median of ${RUNS})`,
  async run(context) {
    copyVendorFiles(context)
    const browser = await context.bareBrowser()
    const urls = []
    const renderPage = await builtRenderPage(context.distDir)
    for (const { file, html } of PAGES) urls.push(await context.publishPage(file, await html(renderPage, context.distDir)))
    const results = await interleavedMedianLoads(browser, urls, RUNS)
    const rows = PAGES.map(({ name }, at) => {
      const result = results[at]
      return {
        page: name,
        'interactive (ms)': result.readyMs,
        // A gallery can work before the rest of its slides are parsed: this says when the page had them all.
        'whole page parsed (ms)': Number.isFinite(result.parsedMs) ? result.parsedMs : `not yet at ${Math.round(result.checkedMs / 1000)} s`,
        'image requests by then': result.imagesWhenReady,
        'image requests, network idle': result.idle ? result.images : `${result.images}, still loading after 60 s`,
        'JS heap (MB)': Math.round(result.heapBytes / 1e5) / 10,
        'event listeners': result.listeners,
      }
    })
    // The slider's target is set against Swiper at its fastest: whichever of its two pages was ready first.
    const fastestSwiper = Math.min(...PAGES.flatMap(({ swiper }, at) => (swiper ? [results[at].readyMs] : [])))
    const ratios = PAGES.flatMap(({ name, compared }, at) =>
      compared ? [{ page: `${name} ÷ the faster Swiper page (target ≤ 0.5)`, ratio: (results[at].readyMs / fastestSwiper).toFixed(2) }] : [],
    )
    return [...rows, ...ratios]
  },
}
