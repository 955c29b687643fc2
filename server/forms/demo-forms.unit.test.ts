import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FIELD_TYPES } from '../../core/forms/field-types.ts'
import { formFieldListSchema } from '../../core/forms/form-fields.ts'
import { demoFormDefinitions } from './form-definitions.ts'

/** The block JSON of every `<tag>` in an element's demo page. */
function demoBlocks(tag: string): Array<{ formId: string; fields: unknown }> {
  const html = readFileSync(new URL(`../../elements/${tag}/demo.html`, import.meta.url), 'utf8')
  return Array.from(html.matchAll(new RegExp(`<${tag} data-block-json='([^']*)'`, 'g')), (match) => JSON.parse(match[1]!))
}

const definition = (formId: string) => demoFormDefinitions.find((form) => form.formId === formId)

describe('the demo forms', () => {
  it('include a contact form with every field type of the form builder', () => {
    expect(new Set(definition('contact')?.fields.map((field) => field.type))).toEqual(new Set(FIELD_TYPES))
  })

  it.each(['ss-form', 'ss-newsletter'])('are the forms the %s demo page shows, field for field', (tag) => {
    const blocks = demoBlocks(tag)
    expect(blocks.length).toBeGreaterThan(0)
    for (const block of blocks) expect(formFieldListSchema.parse(block.fields)).toEqual(definition(block.formId)?.fields)
  })

  it('include the example contact form f1: name, email, message, topic and a hidden reference', () => {
    expect(definition('f1')?.fields.map((field) => `${field.id}:${field.type}`)).toEqual(['name-1:name', 'email-1:email', 'msg-1:textarea', 'topic-1:select', 'ref-1:hidden'])
  })

  it('make the newsletter page sign up to a newsletter form', () => {
    expect(demoBlocks('ss-newsletter').map((block) => definition(block.formId)?.kind)).toEqual(['newsletter', 'newsletter'])
  })
})
