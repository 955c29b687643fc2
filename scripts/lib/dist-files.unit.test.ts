import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { chunkName, entryFiles, fileSizes, stableName, staticImportClosure } from './dist-files.mjs'

let distDir = ''

function dist(files: Record<string, string>): string {
  distDir = mkdtempSync(join(tmpdir(), 'dist-files-test-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(distDir, path)), { recursive: true })
    writeFileSync(join(distDir, path), text)
  }
  return distDir
}

afterEach(() => rmSync(distDir, { recursive: true, force: true }))

describe('staticImportClosure', () => {
  it('follows the static imports at the top of each file, from entries into chunks and between chunks', () => {
    const dir = dist({
      'ss-elements.js': '//# allFunctionsCalledOnLoad\nimport{a as b}from"./elements/ss-x.js";import"./chunks/react-AAAAAAAA.js";export{b as X};',
      'elements/ss-x.js': 'import{u as f,c}from"../chunks/factory-BBBBBBBB.js";import*as r from"../chunks/react-AAAAAAAA.js";f();',
      'chunks/factory-BBBBBBBB.js': 'import"./react-AAAAAAAA.js";export const u=1;',
      'chunks/react-AAAAAAAA.js': 'export const r=1;',
    })
    expect(staticImportClosure(dir, 'ss-elements.js').sort()).toEqual([
      'chunks/factory-BBBBBBBB.js',
      'chunks/react-AAAAAAAA.js',
      'elements/ss-x.js',
      'ss-elements.js',
    ])
  })

  it('does not count what loads on demand, nor strings that look like imports after the code starts', () => {
    const dir = dist({
      'autoloader.js': 'import{s}from"./chunks/auto-CCCCCCCC.js";s(()=>import("./elements/ss-x.js"));const t=\'import"./y.js"\';',
      'chunks/auto-CCCCCCCC.js': 'export const s=1;',
    })
    expect(staticImportClosure(dir, 'autoloader.js')).toEqual(['autoloader.js', 'chunks/auto-CCCCCCCC.js'])
  })
})

describe('dist entries and names', () => {
  it('lists the entry points a page can load, in a fixed order', () => {
    const dir = dist({ 'autoloader.js': '', 'ss-elements.js': '', 'elements/ss-b.js': '', 'elements/ss-a.js': '', 'core/index.js': '', 'server.js': '' })
    expect(entryFiles(dir)).toEqual(['ss-elements.js', 'elements/ss-a.js', 'elements/ss-b.js', 'core/index.js', 'autoloader.js'])
  })

  it('names chunks without their hash, and leaves entry names alone', () => {
    expect(stableName('chunks/element-factory-Dy_4bL7t.js')).toBe('chunks/element-factory-[hash].js')
    expect(chunkName('chunks/element-factory-Dy_4bL7t.js')).toBe('element-factory')
    expect(stableName('ss-elements.js')).toBe('ss-elements.js')
    expect(chunkName('elements/ss-accordion.js')).toBe('elements/ss-accordion.js')
  })

  it('measures raw and gzip -9 sizes', () => {
    const dir = dist({ 'ss-elements.js': 'x'.repeat(1000) })
    const { raw, gzip } = fileSizes(dir, 'ss-elements.js')
    expect(raw).toBe(1000)
    expect(gzip).toBeGreaterThan(0)
    expect(gzip).toBeLessThan(50)
  })
})
