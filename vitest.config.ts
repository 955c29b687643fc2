import { defineConfig } from 'vitest/config'

// Pure-logic tests run in Node; a file that needs a DOM opts in with `// @vitest-environment jsdom` at its top.
// `*.e2e.test.mjs` drive the built site (dist/) in Chromium through the reference server.
export default defineConfig({
  test: {
    include: ['**/*.unit.test.ts', '**/*.e2e.test.mjs'],
    exclude: ['**/node_modules/**', 'dist/**'],
    environment: 'node',
  },
})
