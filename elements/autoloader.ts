import { startAutoloader } from '../core/autoloader/autoloader.ts'
import { ELEMENT_TAGS } from './tags.ts'

const elementsUrl = new URL('./elements/', import.meta.url)

startAutoloader({ tags: ELEMENT_TAGS, moduleUrl: (tag) => new URL(`${tag}.js`, elementsUrl).href })

export { startAutoloader }
