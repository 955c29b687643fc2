import { describe, expect, it } from 'vitest'
import { markdownTable } from './markdown-table.mjs'

describe('markdownTable', () => {
  it('makes the row keys the columns, right-aligns numbers and groups thousands', () => {
    expect(markdownTable([{ file: 'a.js', 'raw (B)': 12345 }])).toBe('| file | raw (B) |\n|---|---:|\n| a.js | 12,345 |')
  })

  it('gives a column one decimal throughout when any of its numbers has a fraction', () => {
    expect(markdownTable([{ 'median (ms)': 384 }, { 'median (ms)': 294.56 }])).toBe(
      '| median (ms) |\n|---:|\n| 384.0 |\n| 294.6 |',
    )
  })

  it('escapes pipes in text and leaves missing cells empty', () => {
    expect(markdownTable([{ a: 'x|y' }, { b: 'z' }])).toBe('| a | b |\n|---|---|\n| x\\|y |  |\n|  | z |')
  })
})
