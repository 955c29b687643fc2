// The demo site as `npm start` serves it: every page axe-clean and free of script errors, the live accordion,
// the event log and the Copy button working. Needs dist/ (npm test builds it first).
import { describe, expect, it } from 'vitest'
import { checkDemoInteractions, checkDemoPages, checkThemeSwitcher } from '../demo/check-demo.mjs'
import { useDemoSite } from './helpers/demo-site.mjs'

const site = useDemoSite()

describe('the demo site', () => {
  it('has no axe violations and no script errors on any page', async () => {
    const pages = await checkDemoPages(site)
    expect(pages.map(({ path }) => path)).toContain('/ss-accordion/')
    for (const { path, violations, errors } of pages) {
      expect(violations.map(({ id, help }) => `${path}: ${id} (${help})`)).toEqual([])
      expect(errors.map((message) => `${path}: ${message}`)).toEqual([])
    }
  }, 120_000)

  it('has no axe violations in the dark theme either (the pages whose examples bring colours of their own, and the overview)', async () => {
    const paths = ['/', '/ss-accordion/', '/ss-form/', '/ss-dialog/', '/ss-cookie-banner/', '/ss-menu/', '/ss-product-price/', '/ss-donation-button/']
    const pages = await checkDemoPages({ ...site, colorScheme: 'dark', paths })
    expect(pages.map(({ path }) => path)).toEqual(paths)
    for (const { path, violations, errors } of pages) {
      expect(violations.map(({ id, help }) => `${path}: ${id} (${help})`)).toEqual([])
      expect(errors.map((message) => `${path}: ${message}`)).toEqual([])
    }
  }, 120_000)

  it("switches the theme from the header, remembers the visitor's choice only once made, and applies it before the first paint", async () => {
    expect(await checkThemeSwitcher(site)).toEqual([])
  }, 60_000)

  it('shows the accordion working, its events in the log, and copies a snippet', async () => {
    expect(await checkDemoInteractions(site)).toEqual([])
  }, 60_000)
})
