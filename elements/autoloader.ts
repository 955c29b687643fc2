import { startAutoloader } from '../core/autoloader/autoloader.ts'
import { ELEMENT_TAGS } from './tags.ts'

const elementsUrl = new URL('./elements/', import.meta.url)

startAutoloader({
  tags: ELEMENT_TAGS,
  moduleUrl: (tag) => new URL(`${tag}.js`, elementsUrl).href,
  // dist/elements/ss-cookie-banner.js carries its own copy of the element factory; beside other blocks, the
  // banner comes from the chunks they share (5 KB less on a page with a gallery, a form and an accordion).
  alongsideOthers: { 'ss-cookie-banner': () => import('./ss-cookie-banner/index.ts') },
})

export { startAutoloader }
