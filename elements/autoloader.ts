import { startAutoloader } from '../core/autoloader/autoloader.ts'
import { ELEMENT_TAGS } from './tags.ts'

const elementsUrl = new URL('./elements/', import.meta.url)
/** The elements built as one self-contained file as well (`standaloneElements` in rollup.config.mjs). */
const STANDALONE_TAGS = ['ss-cookie-banner']

startAutoloader({
  tags: ELEMENT_TAGS,
  moduleUrl: (tag) => new URL(`${tag}.js`, elementsUrl).href,
  standaloneUrl: (tag) => (STANDALONE_TAGS.includes(tag) ? new URL(`${tag}.standalone.js`, elementsUrl).href : undefined),
})

export { startAutoloader }
