// Browser tests run in Mocha (web-test-runner's framework), which provides describe/it/before* as globals.
/// <reference types="mocha" />

/** Which React the browser tests run on (test/wtr/prebundle-plugin.mjs): React 19, or Preact's React API with LITE=1. */
declare module 'ss-test-engine' {
  export const engine: 'react' | 'lite'
}
