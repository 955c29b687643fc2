import { expect } from '@esm-bundle/chai'

// Loads the built file as a page would; `npm test` builds dist/ before the browser suite.
const load = (path: string) => import(/* @vite-ignore */ path)

describe('dist/core/index.js', () => {
  it('gives the non-visual APIs without loading React or the element factory', async () => {
    const core = await load('/dist/core/index.js')
    expect(core.request).to.be.a('function')
    expect(core.readPageContext).to.be.a('function')
    expect(core.startRuntime).to.be.a('function')
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name)
    expect(loaded.filter((name) => /\/chunks\/(react|element-factory)-/.test(name))).to.deep.equal([])
  })

  it('validates the page context with readable messages', async () => {
    const { readPageContext } = await load('/dist/core/index.js')
    const warnings: unknown[][] = []
    const original = console.warn
    console.warn = (...args: unknown[]) => warnings.push(args)
    try {
      window.SS_CONTEXT = { website: { id: 'w1', developerMode: 'yes' } }
      expect(readPageContext().website).to.deep.equal({ id: 'w1' })
    } finally {
      console.warn = original
      delete window.SS_CONTEXT
    }
    expect(String(warnings[0]?.[0])).to.contain('website.developerMode').and.to.contain('expected boolean')
  })
})
