/**
 * The ids of one field's nodes in the shadow root, from its position: ids from the block JSON may hold
 * spaces, which would break `aria-describedby` lists.
 */
export function fieldIds(index: number) {
  const base = `field-${index}`
  return {
    control: base,
    legend: `${base}-legend`,
    description: `${base}-description`,
    error: `${base}-error`,
    counter: `${base}-counter`,
    part: (part: number) => `${base}-part-${part}`,
    partLabel: (part: number) => `${base}-part-${part}-label`,
  }
}

export type FieldIds = ReturnType<typeof fieldIds>
