// custom-elements.json against each element's attribute declaration, as the element itself reads it: the
// declaration imported and run, the attribute names and values of core/element.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { kebabCase } from '../../core/element/attribute-names.ts'
import { parseAttribute, type AttributeType, type AttributeTypes } from '../../core/element/attribute-values.ts'
import { analyzeManifest } from './analyze.mjs'
import { importedAttributeDeclaration } from './attribute-declaration.mjs'
import { customElements } from './custom-elements.mjs'

const elements = await Promise.all(
  customElements(await analyzeManifest()).map(async ({ module, declaration }) => {
    const source = importedAttributeDeclaration(fileURLToPath(new URL(`../../${module.path}`, import.meta.url)))
    const declared: AttributeTypes = source ? (await import(source.path))[source.exportName] : {}
    return { tag: declaration.tagName, attributes: declaration.attributes ?? [], members: declaration.members ?? [], declared }
  }),
)
const eachElement = elements.map((element) => [element.tag, element] as const)

/**
 * A manifest type agrees with the declared type when each of its members is that type, or a literal that
 * the attribute's text becomes as the element reads it: `'light' | 'dark'` for a string, `number | 'Auto'`
 * for a number, but never `'5'` for a number.
 */
function agrees(typeText: string, declared: AttributeType): boolean {
  return typeText.split(' | ').every((member) => {
    if (member === declared) return true
    const literal = literalValue(member)
    return literal !== undefined && parseAttribute(String(literal.value), declared) === literal.value
  })
}

function literalValue(text: string): { value: unknown } | undefined {
  const quoted = /^'(.*)'$/.exec(text)
  if (quoted) return { value: quoted[1]!.replace(/\\(.)/g, '$1') }
  return /^(true|false|-?\d+(\.\d+)?)$/.test(text) ? { value: JSON.parse(text) } : undefined
}

describe('custom-elements.json and the attribute declarations', () => {
  it('finds the elements, and the attributes of those that declare some', () => {
    expect(elements.map(({ tag }) => tag)).toContain('ss-accordion')
    expect(elements.find(({ tag }) => tag === 'ss-newsletter')?.declared).toHaveProperty('formId', 'string')
  })

  it.each(eachElement)('<%s> documents every declared key as its kebab-case attribute, of the declared type', (_, { attributes, declared }) => {
    const disagreements = Object.entries(declared).flatMap(([key, type]) => {
      const attribute = attributes.find(({ name }) => name === kebabCase(key))
      if (!attribute) return [`${key}: no attribute ${kebabCase(key)}`]
      const problems = []
      if (attribute.fieldName !== key) problems.push(`${attribute.name}: fieldName ${attribute.fieldName}, declared ${key}`)
      if (!attribute.type || !agrees(attribute.type.text, type!)) problems.push(`${attribute.name}: type ${attribute.type?.text}, declared ${type}`)
      if (!attribute.description) problems.push(`${attribute.name}: no description`)
      return problems
    })
    expect(disagreements).toEqual([])
  })

  it.each(eachElement)('<%s> documents no attribute it does not declare, but data-block-json', (_, { attributes, declared }) => {
    const declaredNames = Object.keys(declared).map(kebabCase)
    const undeclared = attributes.map(({ name }) => name).filter((name) => name !== 'data-block-json' && !declaredNames.includes(name))
    expect(undeclared).toEqual([])
    expect(attributes.filter(({ name }) => name === 'data-block-json')).toHaveLength(1)
  })

  it.each(eachElement)('<%s> documents a property for every declared key, carrying its attribute', (_, { members, declared }) => {
    const fields = members.filter((member) => member.kind === 'field')
    const missing = Object.keys(declared).filter(
      (key) => !fields.some((field) => field.name === key && field.attribute === kebabCase(key)),
    )
    expect(missing).toEqual([])
  })
})
