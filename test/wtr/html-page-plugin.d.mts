// Types for html-page-plugin.mjs, whose path test/helpers/page-loads.ts imports in the browser.
import type { TestRunnerPlugin } from '@web/test-runner'

export const HTML_PAGE_PATH: string
export function htmlPagePlugin(): TestRunnerPlugin
