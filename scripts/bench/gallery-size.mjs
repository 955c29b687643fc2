// gzip size of what <ss-gallery> adds to a page beyond the chunks every React element shares, beside Swiper
// Element + PhotoSwipe, the usual pair for a slider with a lightbox.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chunkFiles, chunkName, fileSizes, staticImportClosure } from '../lib/dist-files.mjs'
import { copyVendorFiles } from './gallery-markup.mjs'

// What any React element of the library loads: React, the element factory and zod. The page context is core
// too (the runtime reads it on every page), so it is counted with them.
const SHARED = ['react', 'element-factory', 'shared', 'page-context']
const LAZY = ['Lightbox', 'VideoSlide', 'SwipeDrag', 'Thumbnails', 'AutoplayDriver', 'ScrollTransition']

const gzip = (path) => gzipSync(readFileSync(path), { level: 9 }).length

export default {
  name: 'ss-gallery size against Swiper Element + PhotoSwipe (gzip -9)',
  run(context) {
    const { distDir } = context
    const closure = staticImportClosure(distDir, 'elements/ss-gallery.js')
    const own = closure.filter((file) => !SHARED.includes(chunkName(file)))
    const shared = closure.filter((file) => SHARED.includes(chunkName(file)))
    const sum = (files) => files.reduce((total, file) => total + fileSizes(distDir, file).gzip, 0)
    // A chunk loaded on first use brings what it imports that the page does not have yet.
    const lazy = chunkFiles(distDir)
      .filter((file) => LAZY.includes(chunkName(file)))
      .map((file) => ({ name: chunkName(file), files: staticImportClosure(distDir, file).filter((each) => !closure.includes(each)) }))
    const [swiper, photoswipe, lightbox, css] = copyVendorFiles(context)
    const rows = [
      { what: 'ss-gallery: its own code at load', files: own.map(chunkName).join(', '), 'gzip (B)': sum(own) },
      ...lazy.map(({ name, files }) => ({ what: `ss-gallery: ${name}, on first use`, files: files.map(chunkName).join(', '), 'gzip (B)': sum(files) })),
      { what: 'ss-gallery: all of it', files: 'own + every lazy chunk', 'gzip (B)': sum(own) + sum([...new Set(lazy.flatMap(({ files }) => files))]) },
      { what: 'shared by every React element (not counted above)', files: shared.map(chunkName).join(', '), 'gzip (B)': sum(shared) },
      { what: 'Swiper Element', files: 'swiper-element-bundle.min.js', 'gzip (B)': gzip(swiper) },
      { what: 'PhotoSwipe', files: 'photoswipe(-lightbox).esm.min.js, photoswipe.css', 'gzip (B)': gzip(photoswipe) + gzip(lightbox) + gzip(css) },
      { what: 'Swiper Element + PhotoSwipe', files: '', 'gzip (B)': gzip(swiper) + gzip(photoswipe) + gzip(lightbox) + gzip(css) },
    ]
    return rows
  },
}
