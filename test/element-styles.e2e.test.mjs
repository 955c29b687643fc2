// dist/styles/<tag>.css, which a server-rendered page links in each block's shadow root, holds exactly the styles
// the element adopts there: the host base styles every element shares, then its implementation's `styles`.
// Needs dist/.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockTags, elementTags } from '../scripts/lib/element-index.mjs'
import { hostStyles } from '../core/dom/host-styles.ts'
import { repoRoot } from './helpers/demo-site.mjs'

describe('dist/styles', () => {
  it('has a file for every block', () => {
    const blocks = blockTags(repoRoot)
    expect(blocks.length).toBeGreaterThan(20)
    expect(blocks.filter((tag) => !existsSync(join(repoRoot, 'dist', 'styles', `${tag}.css`)))).toEqual([])
  })

  it.each(elementTags(repoRoot))('%s.css is the text of the styles its shadow root adopts', async (tag) => {
    const { default: implementation } = await import(`../elements/${tag}/implementation.ts`)
    expect(implementation.styles).not.toBe('')
    expect(readFileSync(join(repoRoot, 'dist', 'styles', `${tag}.css`), 'utf8')).toBe(hostStyles + implementation.styles)
  })
})
