export * from './ss-accordion/index.ts'
