import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { elementIndexFiles } from '../scripts/lib/element-index.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

describe('the source layout', () => {
  it('elements/index.ts and elements/tags.ts list every element folder (npm run build writes them)', () => {
    for (const [path, expected] of Object.entries(elementIndexFiles(root))) {
      expect(readFileSync(join(root, path), 'utf8'), path).toBe(expected)
    }
  })

  it("core/'s code never imports from elements/ (its tests may)", () => {
    const library = sourceFiles(join(root, 'core')).filter((file) => !/\.test\.tsx?$/.test(file))
    const offending = library.filter((file) =>
      /\bfrom\s+['"][^'"]*\/elements\/|import\(\s*['"][^'"]*\/elements\//.test(readFileSync(file, 'utf8')),
    )
    expect(offending.map((file) => relative(root, file))).toEqual([])
  })
})
