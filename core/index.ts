export * from './element/index.ts'
export { startAutoloader } from './autoloader/autoloader.ts'
