import { startRuntime } from '../core/runtime/index.ts'

export * from './ss-accordion/index.ts'

startRuntime()
