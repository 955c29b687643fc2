// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { kebabCase, attributeNamesFor } from './attribute-names.ts'
import { parseAttribute } from './attribute-values.ts'
import { resolveBlockConfig } from './block-config.ts'
import { formatPath } from '../validation/validate.ts'

const schema = z.object({
  design: z._default(z.enum(['grid', 'slider']), 'grid'),
  slidesPerRow: z._default(z.number().check(z.int(), z.positive()), 4),
  lightbox: z._default(z.boolean(), false),
  fields: z._default(z.array(z.object({ id: z.string(), type: z.string() })), []),
})
const attributes = { design: 'string', slidesPerRow: 'number', lightbox: 'boolean' } as const

function element(attrs: Record<string, string>): Element {
  const el = document.createElement('div')
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value)
  return el
}

describe('resolveBlockConfig', () => {
  it('uses the schema defaults when there is no block JSON', () => {
    expect(resolveBlockConfig(element({}), schema, attributes)).toEqual({
      ok: true,
      config: { design: 'grid', slidesPerRow: 4, lightbox: false, fields: [] },
    })
  })

  it('reads data-block-json', () => {
    const result = resolveBlockConfig(element({ 'data-block-json': '{"design":"slider","slidesPerRow":3}' }), schema, attributes)
    expect(result).toMatchObject({ ok: true, config: { design: 'slider', slidesPerRow: 3 } })
  })

  it('lets a plain attribute override a top-level key, in kebab-case or as the key itself', () => {
    const json = '{"design":"slider","slidesPerRow":3}'
    expect(resolveBlockConfig(element({ 'data-block-json': json, design: 'grid' }), schema, attributes)).toMatchObject({
      config: { design: 'grid' },
    })
    expect(resolveBlockConfig(element({ 'data-block-json': json, 'slides-per-row': '6' }), schema, attributes)).toMatchObject({
      config: { slidesPerRow: 6 },
    })
    expect(resolveBlockConfig(element({ 'data-block-json': json, slidesperrow: '5' }), schema, attributes)).toMatchObject({
      config: { slidesPerRow: 5 },
    })
  })

  it('reads a bare boolean attribute as true and "false" as false', () => {
    expect(resolveBlockConfig(element({ lightbox: '' }), schema, attributes)).toMatchObject({ config: { lightbox: true } })
    const json = '{"lightbox":true}'
    expect(resolveBlockConfig(element({ 'data-block-json': json, lightbox: 'false' }), schema, attributes)).toMatchObject({
      config: { lightbox: false },
    })
  })

  it('reports unparseable JSON at the root of data-block-json', () => {
    const result = resolveBlockConfig(element({ 'data-block-json': '{"design": grid}' }), schema, attributes)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toHaveLength(1)
    expect(result.issues[0]).toMatchObject({ attribute: 'data-block-json', path: '(root)' })
    expect(result.issues[0]!.message).toMatch(/^Invalid JSON: /)
  })

  it("puts the element's own sentences before JSON that does not parse or is not an object", () => {
    const messages = { undecodable: 'Error decoding gallery block data.', notAnObject: 'Error evaluating gallery block data.' }
    const undecodable = resolveBlockConfig(element({ 'data-block-json': '{' }), schema, attributes, messages)
    const notAnObject = resolveBlockConfig(element({ 'data-block-json': 'null' }), schema, attributes, messages)
    expect(undecodable).toMatchObject({ issues: [{ message: expect.stringMatching(/^Error decoding gallery block data\. Invalid JSON: /) }] })
    expect(notAnObject).toMatchObject({ issues: [{ message: 'Error evaluating gallery block data. Invalid input: expected a JSON object, received null' }] })
  })

  it.each([
    ['[]', 'an array'],
    ['null', 'null'],
    ['42', 'number'],
    ['"grid"', 'string'],
  ])('reports JSON %s that is not an object', (json, described) => {
    const result = resolveBlockConfig(element({ 'data-block-json': json }), schema, attributes)
    expect(result).toMatchObject({ ok: false, issues: [{ path: '(root)', message: expect.stringContaining(described) }] })
  })

  it('names the JSON path of a wrong type deep in the block JSON', () => {
    const json = JSON.stringify({ fields: [{ id: 'a', type: 'text' }, { id: 'b', type: 7 }] })
    const result = resolveBlockConfig(element({ 'data-block-json': json }), schema, attributes)
    expect(result).toMatchObject({ ok: false, issues: [{ attribute: 'data-block-json', path: 'fields[1].type' }] })
  })

  it('blames the attribute, not the JSON, when an overriding attribute is wrong', () => {
    const result = resolveBlockConfig(element({ 'slides-per-row': 'four' }), schema, attributes)
    expect(result).toMatchObject({
      ok: false,
      issues: [{ attribute: 'slides-per-row', path: 'slidesPerRow', message: expect.stringContaining('number') }],
    })
  })

  it('reports an unknown enum value', () => {
    const result = resolveBlockConfig(element({ design: 'carousel3d' }), schema, attributes)
    expect(result).toMatchObject({ ok: false, issues: [{ attribute: 'design', path: 'design' }] })
  })

  it('reads a missing data-block-json as no block JSON', () => {
    expect(resolveBlockConfig(element({}), schema, attributes).ok).toBe(true)
  })

  it('reports an empty data-block-json as unparseable, with its sentence for missing block data', () => {
    for (const json of ['', '  ']) {
      const result = resolveBlockConfig(element({ 'data-block-json': json }), schema, attributes, { notAnObject: 'Error evaluating gallery block data.' })
      expect(result).toEqual({
        ok: false,
        issues: [{ attribute: 'data-block-json', path: '(root)', message: 'Error evaluating gallery block data. Invalid JSON: the attribute is empty' }],
      })
    }
  })

  it('is not fooled by __proto__ in the JSON', () => {
    const result = resolveBlockConfig(element({ 'data-block-json': '{"__proto__":{"lightbox":true}}' }), schema, attributes)
    expect(result).toMatchObject({ ok: true, config: { lightbox: false } })
    expect(({} as Record<string, unknown>).lightbox).toBeUndefined()
  })
})

describe('attribute names', () => {
  it('kebab-cases camelCase keys', () => {
    expect(kebabCase('slidesPerRow')).toBe('slides-per-row')
    expect(kebabCase('design')).toBe('design')
  })
  it('accepts the kebab-case name first, then the lower-cased key', () => {
    expect(attributeNamesFor('expandFirst')).toEqual(['expand-first', 'expandfirst'])
    expect(attributeNamesFor('lightbox')).toEqual(['lightbox'])
  })
})

describe('parseAttribute', () => {
  it('keeps unparseable numbers as text so validation reports them', () => {
    expect(parseAttribute('12', 'number')).toBe(12)
    expect(parseAttribute('', 'number')).toBe('')
    expect(parseAttribute('NaN', 'number')).toBe('NaN')
    expect(parseAttribute('Infinity', 'number')).toBe('Infinity')
  })
})

describe('formatPath', () => {
  it('writes paths as an author reads them', () => {
    expect(formatPath([])).toBe('(root)')
    expect(formatPath(['fields', 2, 'type'])).toBe('fields[2].type')
  })
})
