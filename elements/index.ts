import { startRuntime } from '../core/runtime/index.ts'

export * from './ss-accordion/index.ts'
export * from './ss-cookie-banner/index.ts'

startRuntime()
