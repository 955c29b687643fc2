import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
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
  it("an element's code never imports from another element's folder: what two elements share lives in core/", () => {
    // The newsletter is the form with the newsletter's rules: it is built on the form's folder by design.
    const builtOn: Record<string, string> = { 'ss-newsletter': 'ss-form' }
    const elementsDir = join(root, 'elements')
    const library = sourceFiles(elementsDir).filter((file) => /^ss-/.test(relative(elementsDir, file)) && !/\.test\.tsx?$/.test(file))
    const offending = library.filter((file) => {
      const [own = ''] = relative(elementsDir, file).split(/[\\/]/)
      return [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(\s*)['"](\.\.?\/[^'"]+)['"]/g)].some(([, specifier]) => {
        const [target = ''] = relative(elementsDir, join(dirname(file), specifier!)).split(/[\\/]/)
        return target.startsWith('ss-') && target !== own && builtOn[own] !== target
      })
    })
    expect(offending.map((file) => relative(root, file))).toEqual([])
  })
})
