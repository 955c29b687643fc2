import { startAutoloader } from './autoloader.ts'

const elementsUrl = new URL('./elements/', import.meta.url)

startAutoloader({ moduleUrl: (tag) => new URL(`${tag}.js`, elementsUrl).href })

export { startAutoloader }
