// Layout shift while a page with a 50-image gallery (and a 40-image grid) loads: <ss-gallery> beside Swiper
// Element as its docs write it (native lazy loading, no image sizes), Swiper with the sizes given, and a
// PhotoSwipe grid. <ss-gallery> is loaded both as a plain module script, whose light-DOM fallback the browser
// may paint before the element upgrades, and render-blocking (`blocking="render"`), as Swiper's classic script
// blocks the parser.
import { medianLoad, measuringScript } from './gallery-load.mjs'
import { copyVendorFiles, page, photos, photoswipeGrid, PHOTOSWIPE_SCRIPT, ssFigures, SWIPER_SCRIPT, swiperSlides } from './gallery-markup.mjs'

const COUNT = 50
const RUNS = 3
const SS_SCRIPT = '<script type="module" src="/dist/elements/ss-gallery.js"></script>'
const SS_BLOCKING = '<script type="module" blocking="render" src="/dist/elements/ss-gallery.js"></script>'
const ssReady = `document.querySelector('ss-gallery')?.shadowRoot?.querySelector('.base > *') != null`
const swiperReady = `document.querySelector('swiper-container')?.swiper?.initialized === true`
const swiper = (withSizes) =>
  `<swiper-container slides-per-view="3" space-between="10" navigation="true">${swiperSlides(photos(COUNT), { withSizes })}</swiper-container>`

const carousel = () => `<ss-gallery design="carousel" aria-label="Photographs">${ssFigures(photos(COUNT))}</ss-gallery>`
const grid = (count = COUNT) => `<ss-gallery design="grid" aria-label="Photographs">${ssFigures(photos(count))}</ss-gallery>`

const PAGES = [
  ['ss-gallery carousel, 3 per row, module script', 'cls-gallery-carousel.html', ssReady, SS_SCRIPT, carousel()],
  ['ss-gallery carousel, 3 per row, render-blocking module', 'cls-gallery-carousel-blocking.html', ssReady, SS_BLOCKING, carousel()],
  ['Swiper Element, 3 per view, as documented (no image sizes)', 'cls-swiper.html', swiperReady, SWIPER_SCRIPT, swiper(false)],
  ['Swiper Element, 3 per view, image sizes given', 'cls-swiper-sized.html', swiperReady, SWIPER_SCRIPT, swiper(true)],
  ['ss-gallery grid, module script', 'cls-gallery-grid.html', ssReady, SS_SCRIPT, grid()],
  ['ss-gallery grid, render-blocking module', 'cls-gallery-grid-blocking.html', ssReady, SS_BLOCKING, grid()],
  ['ss-gallery grid of 40 images, module script', 'cls-gallery-grid-40.html', ssReady, SS_SCRIPT, grid(40)],
  ['HTML grid + PhotoSwipe, image sizes given', 'cls-photoswipe-grid.html', 'window.benchLightboxReady === true', PHOTOSWIPE_SCRIPT, `<div id="grid">${photoswipeGrid(photos(COUNT))}</div>`],
]

export default {
  name: `Cumulative layout shift while a ${COUNT}-image gallery page loads (Chromium 1280×800, median of ${RUNS})`,
  async run(context) {
    copyVendorFiles(context)
    const browser = await context.bareBrowser()
    const rows = []
    for (const [name, file, ready, script, body] of PAGES) {
      const url = await context.publishPage(file, page('Photographs', measuringScript(ready) + script, body))
      const result = await medianLoad(browser, url, RUNS)
      rows.push({ page: name, CLS: result.layoutShift.toFixed(3), 'ready (ms)': result.readyMs })
    }
    return rows
  },
}
