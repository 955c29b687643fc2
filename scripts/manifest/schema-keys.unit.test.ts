import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { attributeTypeText, literalText, schemaKeys } from './schema-keys.mjs'

const block = z.object({
  theme: z._default(z.enum(['light', 'dark']), 'dark'),
  ratio: z._default(z.union([z.number().check(z.positive()), z.literal('Auto')]), 'Auto'),
  columns: z.optional(z.number()),
  width: z._default(z.pipe(z.union([z.number(), z.string()]), z.pipe(z.transform(Number), z.number())), 250),
  align: z.pipe(z.optional(z.unknown()), z.transform(String)),
  id: z.string().check(z.minLength(1)),
})

describe('schemaKeys', () => {
  const keys = schemaKeys(block)

  it('gives an enum its values as literal types, and the default as TypeScript writes it', () => {
    expect(keys.get('theme')).toEqual({ types: ["'light'", "'dark'"], default: 'dark' })
    expect(literalText('dark')).toBe("'dark'")
    expect(literalText("it's")).toBe("'it\\'s'")
    expect(literalText(250)).toBe('250')
  })

  it('sees through optional, default and a pipe, which checks with its input', () => {
    expect(keys.get('ratio')?.types).toEqual(['number', "'Auto'"])
    expect(keys.get('columns')).toEqual({ types: ['number'], default: undefined })
    expect(keys.get('width')).toEqual({ types: ['number', 'string'], default: 250 })
    expect(keys.get('id')?.types).toEqual(['string'])
  })

  it('knows nothing of a key whose schema accepts anything', () => {
    expect(keys.get('align')?.types).toBeUndefined()
  })

  it('reads the object behind a pipe that first transforms the block', () => {
    const normalised = z.pipe(z.transform((input: unknown) => input), block)
    expect([...schemaKeys(normalised).keys()]).toEqual(['theme', 'ratio', 'columns', 'width', 'align', 'id'])
  })

  it('knows no keys of a schema that is no object', () => {
    expect(schemaKeys(z.unknown()).size).toBe(0)
  })
})

describe('attributeTypeText', () => {
  it('keeps of the accepted types those an attribute of the declared type can give', () => {
    expect(attributeTypeText('string', ["'light'", "'dark'"])).toBe("'light' | 'dark'")
    expect(attributeTypeText('number', ['number', "'Auto'"])).toBe("number | 'Auto'")
    expect(attributeTypeText('number', ['number', 'string'])).toBe('number')
  })

  it('keeps the declared type where the schema accepts anything', () => {
    expect(attributeTypeText('string', undefined)).toBe('string')
  })

  it('refuses a declaration the schema contradicts', () => {
    expect(() => attributeTypeText('number', ['string'])).toThrow("declared 'number', but the schema accepts string")
  })
})
