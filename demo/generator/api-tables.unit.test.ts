// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { apiTables } from './api-tables.mjs'
import { htmlText } from './html.mjs'
import type { ElementDoc } from './manifest.mjs'

const element: ElementDoc = {
  tag: 'ss-thing',
  summary: '',
  description: '',
  attributes: [
    { name: 'data-block-json', property: '', type: 'string', default: '', description: 'The JSON: `{"a": 1}`.' },
    { name: 'label', property: 'label', type: 'string', default: '', description: 'Says <b>hello</b>.' },
    { name: 'theme', property: 'theme', type: "'light' | 'dark'", default: "'dark'", description: 'Colours.' },
  ],
  properties: [],
  methods: [],
  events: [],
  slots: [
    { name: '', description: 'The items.' },
    { name: 'footer', description: 'Below.' },
  ],
  cssParts: [],
  cssProperties: [{ name: '--ss-thing-gap', default: '', description: 'Space between items.' }],
}

const section = (title: string) =>
  Array.from(document.querySelectorAll('section')).find((candidate) => candidate.querySelector('h2')?.textContent === title)!
const columnHeaders = (title: string) => Array.from(section(title).querySelectorAll('th')).map((th) => th.textContent)
const cells = (title: string) =>
  Array.from(section(title).querySelectorAll('tbody tr')).map((row) => Array.from(row.children).map((cell) => cell.textContent))

describe('apiTables', () => {
  beforeEach(() => {
    document.body.innerHTML = apiTables(element).map(htmlText).join('')
  })

  it('makes one section per kind, in a fixed order', () => {
    expect(Array.from(document.querySelectorAll('h2')).map((h2) => h2.textContent)).toEqual([
      'Attributes',
      'Properties',
      'Methods',
      'Events',
      'Slots',
      'CSS parts',
      'CSS custom properties',
    ])
  })

  it('leaves out a column that no row fills, and says None for a kind without rows', () => {
    expect(columnHeaders('Attributes')).toEqual(['Attribute', 'Property', 'Type', 'Default', 'Description'])
    expect(columnHeaders('CSS custom properties')).toEqual(['Property', 'Description'])
    expect(section('Methods').querySelector('table')).toBeNull()
    expect(section('Methods').textContent).toContain('None.')
  })

  it('shows the manifest texts as text, never as markup, with `code` spans as code', () => {
    expect(cells('Attributes')[1]).toEqual(['label', 'label', 'string', '', 'Says <b>hello</b>.'])
    expect(section('Attributes').querySelector('b')).toBeNull()
    expect(section('Attributes').querySelector('td:last-child code')?.textContent).toBe('{"a": 1}')
  })

  it("shows an attribute's property, enum values and default", () => {
    expect(cells('Attributes')[2]).toEqual(['theme', 'theme', "'light' | 'dark'", "'dark'", 'Colours.'])
  })

  it('names the default slot', () => {
    expect(cells('Slots')).toEqual([
      ['(default)', 'The items.'],
      ['footer', 'Below.'],
    ])
  })
})
