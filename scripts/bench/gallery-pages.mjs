// 1,000-slide grid and slider pages, <ss-gallery> beside Swiper Element (slider) and PhotoSwipe (grid): time to
// interactive and the image requests made without scrolling.
import { medianLoad, measuringScript } from './gallery-load.mjs'
import { copyVendorFiles, page, photos, photoswipeGrid, PHOTOSWIPE_SCRIPT, ssFigures, SWIPER_SCRIPT, swiperSlides } from './gallery-markup.mjs'

const COUNT = 1000
const RUNS = 5
const SS_SCRIPT = '<script type="module" src="/dist/elements/ss-gallery.js"></script>'
const ssReady = (selector) => `document.querySelector('ss-gallery')?.shadowRoot?.querySelectorAll('${selector}').length === ${COUNT}`

const PAGES = [
  {
    name: `ss-gallery grid, ${COUNT} slides, lightbox`,
    file: 'gallery-grid-1000.html',
    html: () => page('Grid', measuringScript(ssReady('.cell')) + SS_SCRIPT, `<ss-gallery design="grid" aria-label="Photographs">${ssFigures(photos(COUNT))}</ss-gallery>`),
  },
  {
    name: `HTML grid + PhotoSwipe, ${COUNT} images, loading=lazy`,
    file: 'photoswipe-grid-1000.html',
    html: () => page('Grid', measuringScript('window.benchLightboxReady === true') + PHOTOSWIPE_SCRIPT, `<div id="grid">${photoswipeGrid(photos(COUNT))}</div>`),
  },
  {
    name: `ss-gallery slider, ${COUNT} slides`,
    file: 'gallery-slider-1000.html',
    html: () => page('Slider', measuringScript(ssReady('.slide')) + SS_SCRIPT, `<ss-gallery design="slider" aria-label="Photographs">${ssFigures(photos(COUNT))}</ss-gallery>`),
  },
  {
    name: `Swiper Element, ${COUNT} slides, loading=lazy`,
    file: 'swiper-slider-1000.html',
    html: () =>
      page(
        'Slider',
        measuringScript(`document.querySelector('swiper-container')?.swiper?.initialized === true`) + SWIPER_SCRIPT,
        `<swiper-container slides-per-view="3" space-between="10" navigation="true">${swiperSlides(photos(COUNT), { withSizes: true })}</swiper-container>`,
      ),
  },
]

export default {
  name: `1,000-slide galleries: time to interactive and image requests without scrolling (Chromium 1280×800, median of ${RUNS})`,
  async run(context) {
    copyVendorFiles(context)
    const browser = await context.browser()
    const rows = []
    for (const { name, file, html } of PAGES) {
      const url = await context.publishPage(file, html())
      const result = await medianLoad(browser, url, RUNS)
      rows.push({
        page: name,
        'interactive (ms)': result.readyMs,
        'image requests by then': result.imagesWhenReady,
        'image requests, network idle': result.idle ? result.images : `${result.images}, still loading after 60 s`,
      })
    }
    return rows
  },
}
