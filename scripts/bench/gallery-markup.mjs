// The pages the gallery benches open: the same photographs as <ss-gallery> and as Swiper Element / PhotoSwipe
// markup, the images served by the reference server's placeholder route (GET /images/<name>.svg).
import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

const PHOTOS = [
  ['harbour', 1600, 1067],
  ['dunes', 1600, 900],
  ['lighthouse', 1000, 1500],
  ['orchard', 1500, 1000],
  ['glacier', 1600, 1000],
  ['market', 1200, 1200],
  ['canyon', 1600, 1067],
  ['meadow', 1600, 900],
]

/** `count` photographs, each with a name and address of its own so that no request is a cache hit. */
export function photos(count) {
  return Array.from({ length: count }, (_, i) => {
    const [name, width, height] = PHOTOS[i % PHOTOS.length]
    return { name: `${name}-${i}`, width, height, src: `/images/${name}-${i}.svg?ratio=${width}x${height}`, alt: `${name} ${i + 1}` }
  })
}

export const ssFigures = (list) =>
  list
    .map(
      (photo) =>
        `<figure data-type="image" data-slide-id="${photo.name}"><img data-src="${photo.src}" data-image-dimensions="${photo.width}x${photo.height}" alt="${photo.alt}"></figure>`,
    )
    .join('\n')

/** Swiper's documented markup: native lazy loading, no sizes given. */
export const swiperSlides = (list, { withSizes = false } = {}) =>
  list
    .map((photo) => {
      const size = withSizes ? ` width="${photo.width}" height="${photo.height}"` : ''
      return `<swiper-slide><img src="${photo.src}&format=750w" loading="lazy"${size} alt="${photo.alt}"><div class="swiper-lazy-preloader"></div></swiper-slide>`
    })
    .join('\n')

/** A grid for PhotoSwipe as its documentation writes it, with the thumbnails' sizes given. */
export const photoswipeGrid = (list) =>
  list
    .map(
      (photo) =>
        `<a href="${photo.src}&format=1500w" data-pswp-width="${photo.width}" data-pswp-height="${photo.height}"><img src="${photo.src}&format=300w" loading="lazy" width="${photo.width}" height="${photo.height}" alt="${photo.alt}"></a>`,
    )
    .join('\n')

export const SWIPER_SCRIPT = '<script src="vendor/swiper-element-bundle.min.js"></script>'

export const PHOTOSWIPE_SCRIPT = `<link rel="stylesheet" href="vendor/photoswipe.css">
<script type="module">
import PhotoSwipeLightbox from './vendor/photoswipe-lightbox.esm.min.js'
const lightbox = new PhotoSwipeLightbox({ gallery: '#grid', children: 'a', pswpModule: () => import('./vendor/photoswipe.esm.min.js') })
lightbox.init()
window.benchLightboxReady = true
</script>`

const VENDOR_FILES = [
  ['swiper', 'swiper-element-bundle.min.js'],
  ['photoswipe', 'dist/photoswipe.esm.min.js'],
  ['photoswipe', 'dist/photoswipe-lightbox.esm.min.js'],
  ['photoswipe', 'dist/photoswipe.css'],
]

/** Swiper Element and PhotoSwipe as a page of the comparison loads them, from the bench pages' own folder. */
export function copyVendorFiles({ distDir }) {
  const repoRoot = join(distDir, '..')
  const vendor = join(distDir, 'bench-pages', 'vendor')
  mkdirSync(vendor, { recursive: true })
  for (const [pkg, file] of VENDOR_FILES) copyFileSync(join(repoRoot, 'node_modules', pkg, file), join(vendor, file.split('/').pop()))
  return VENDOR_FILES.map(([pkg, file]) => join(repoRoot, 'node_modules', pkg, file))
}

/** A page: `head` extra, a heading and paragraphs around the gallery, as on a site. */
export function page(title, head, body) {
  const paragraph = '<p>Our coast in every season: harbours at dawn, dunes in the wind, orchards in blossom. The photographs below were taken over four years.</p>'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>body { margin: 0 auto; max-width: 1200px; padding: 1rem; font: 16px/1.5 sans-serif; }
#grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 20px; } #grid img { display: block; width: 100%; height: auto; }
swiper-slide img { display: block; width: 100%; height: auto; }</style>
${head}
</head>
<body>
<h1>${title}</h1>
${paragraph}
${body}
${paragraph}
${paragraph}
</body>
</html>
`
}
