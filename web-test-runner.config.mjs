// Browser tests (`*.browser.test.ts`) in Chromium, Firefox ESR and WebKitGTK. Pick browsers with
// BROWSERS=chromium,firefox,webkit (default: all three); see test/wtr/README.md.
import { esbuildPlugin } from '@web/dev-server-esbuild'
import { defaultReporter } from '@web/test-runner'
import { fileURLToPath } from 'node:url'
import { concurrencyOf, launchBrowsers, parseBrowserNames } from './test/wtr/browsers.mjs'
import { countReporter } from './test/wtr/count-reporter.mjs'
import { cookiesPlugin } from './test/wtr/cookies-plugin.mjs'
import { demoPhotosMiddleware } from './test/wtr/demo-photos-middleware.mjs'
import { emulationPlugin } from './test/wtr/emulation-plugin.mjs'
import { formsApiPlugin } from './test/wtr/forms-api-plugin.mjs'
import { htmlPagePlugin } from './test/wtr/html-page-plugin.mjs'
import { prebundlePlugin } from './test/wtr/prebundle-plugin.mjs'
import { screenshotPlugin } from './test/wtr/screenshot-plugin.mjs'

const names = parseBrowserNames(process.env.BROWSERS)

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  files: ['{core,elements,test}/**/*.browser.test.{ts,tsx}'],
  // lit-html's production build, as dist/ ships it (its development build also logs a warning in every test file).
  nodeResolve: { exportConditions: ['production'] },
  middleware: [demoPhotosMiddleware],
  // The prebundle must come first: node-resolve runs after user plugins and would resolve `react` to CommonJS.
  plugins: [
    prebundlePlugin(),
    esbuildPlugin({ ts: true, tsx: true, jsx: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
    emulationPlugin(),
    cookiesPlugin(),
    formsApiPlugin(),
    htmlPagePlugin(),
    screenshotPlugin(fileURLToPath(new URL('.', import.meta.url))),
  ],
  browsers: await launchBrowsers(names),
  concurrency: Math.min(...names.map((name) => concurrencyOf[name])),
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 5 * 60_000,
  reporters: [defaultReporter(), countReporter()],
  testFramework: { config: { timeout: 30_000 } },
}
