// Types for build-demo.mjs, which the unit tests import as typed.
export function buildDemo(outDir?: string, manifest?: { modules: unknown[] }): string[]
