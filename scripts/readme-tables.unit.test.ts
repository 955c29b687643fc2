import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { analyzeManifest } from './manifest/analyze.mjs'
import { attributesTable, readmeTables } from './readme-tables.mjs'

const manifest = await analyzeManifest()

describe('attributesTable', () => {
  const table = attributesTable({
    name: 'SsThing',
    attributes: [
      { name: 'data-block-json', type: { text: 'string' }, description: 'The block.' },
      { name: 'theme', fieldName: 'theme', type: { text: "'light' | 'dark'" }, default: "'dark'", description: 'Colours.' },
    ],
  })

  it('writes a row per attribute, with its key, type and default as code', () => {
    expect(table.split('\n').slice(-3)).toEqual([
      '| --- | --- | --- | --- | --- |',
      '| `data-block-json` |  | `string` |  | The block. |',
      "| `theme` | `theme` | `'light' \\| 'dark'` | `'dark'` | Colours. |",
    ])
  })
})

describe('the element READMEs', () => {
  it('have the Attributes table that custom-elements.json gives (npm run docs writes it)', () => {
    const stale = readmeTables(manifest).filter(({ text, expected }) => text !== expected)
    expect(stale.map(({ path }) => relative(process.cwd(), path))).toEqual([])
  })
})
