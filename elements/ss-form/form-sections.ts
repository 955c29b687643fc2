import type { FormField } from '../../core/forms/form-fields.ts'

export interface PlacedField {
  field: FormField
  /** The field's position in the block JSON, which names its nodes (`field-<index>`). */
  index: number
}

export interface FormSection {
  /** The section field that heads the group; none for the fields before the first section. */
  heading?: PlacedField
  fields: PlacedField[]
}

/** Each section field heads the fields after it, up to the next section, so that the group can be one fieldset. */
export function formSections(fields: readonly FormField[]): FormSection[] {
  const sections: FormSection[] = [{ fields: [] }]
  fields.forEach((field, index) => {
    if (field.type === 'section') sections.push({ heading: { field, index }, fields: [] })
    else sections.at(-1)?.fields.push({ field, index })
  })
  return sections.filter((section) => section.heading || section.fields.length > 0)
}
