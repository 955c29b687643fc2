import { startRuntime } from '../core/runtime/index.ts'

export * from './ss-accordion/index.ts'
export * from './ss-cookie-banner/index.ts'
export * from './ss-form/index.ts'
export * from './ss-gallery/index.ts'
export * from './ss-newsletter/index.ts'

startRuntime()
