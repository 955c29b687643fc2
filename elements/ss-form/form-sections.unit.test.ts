import { describe, expect, it } from 'vitest'
import { formFieldListSchema } from '../../core/forms/form-fields.ts'
import { formSections } from './form-sections.ts'

const fields = (...types: Array<'text' | 'section'>) =>
  formFieldListSchema.parse(types.map((type, i) => ({ id: `f${i}`, type, label: `${type} ${i}` })))

const shape = (list: ReturnType<typeof formSections>) =>
  list.map((section) => ({ heading: section.heading?.index, fields: section.fields.map((placed) => placed.index) }))

describe('formSections', () => {
  it('puts the fields after each section under it', () => {
    expect(shape(formSections(fields('text', 'section', 'text', 'text', 'section', 'text')))).toEqual([
      { heading: undefined, fields: [0] },
      { heading: 1, fields: [2, 3] },
      { heading: 4, fields: [5] },
    ])
  })

  it('has no untitled group when the form starts with a section, and keeps an empty section', () => {
    expect(shape(formSections(fields('section', 'text', 'section')))).toEqual([
      { heading: 0, fields: [1] },
      { heading: 2, fields: [] },
    ])
  })

  it('is one untitled group without sections, and nothing for no fields', () => {
    expect(shape(formSections(fields('text', 'text')))).toEqual([{ heading: undefined, fields: [0, 1] }])
    expect(formSections([])).toEqual([])
  })
})
