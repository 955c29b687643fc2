/**
 * The height a form will take, reserved while its implementation loads so that nothing below it moves when
 * it renders. It is computed from the block JSON alone — no zod, no layout read — and mirrors `styles.ts`,
 * whose controls, lines and gaps have fixed sizes for this reason: a line of text is 1.5em (0.875em text:
 * 1.3125em), a control `1.5em + 1rem + 2px`, a textarea five lines more, choices one per line, and the
 * parts of a name, address or phone in a fixed number of columns (a date or a time is one native control).
 * Text is assumed to fit on one line; a label that wraps makes the form that much taller than reserved. A captcha's widget is not
 * reserved: its provider draws it later, whatever the form reserves.
 */

import { characterLimit } from '../../core/forms/entry-rules.ts'
import { isMultiPart, LIKERT_SCALE, partsOf, TEXT_TYPES, type FieldType } from '../../core/forms/field-types.ts'

/** A length as `em` (the host's font size), `rem`, `px` and multiples of `--ss-form-gap`, added up in `calc()`. */
interface Length {
  em: number
  rem: number
  px: number
  formGap: number
}

const LINE: Partial<Length> = { em: 1.5 }
const SMALL_LINE: Partial<Length> = { em: 1.3125 }
const SECTION_TITLE: Partial<Length> = { em: 1.725 }
const CONTROL: Partial<Length> = { em: 1.5, rem: 1, px: 2 }
const TEXTAREA: Partial<Length> = { em: 7.5, rem: 1, px: 2 }
const SUBMIT: Partial<Length> = { em: 1.5, rem: 1.2 }
const FORM_GAP: Partial<Length> = { formGap: 1 }
const FIELD_GAP: Partial<Length> = { rem: 0.35 }
const PART_LABEL_GAP: Partial<Length> = { rem: 0.2 }
const PARTS_GAP: Partial<Length> = { rem: 0.5 }
const CHOICE_GAP: Partial<Length> = { rem: 0.35 }

/** The columns of a multi-part field's inputs, by their number, as `styles.ts` lays them out. */
const partColumns = (count: number) => (count <= 3 ? count : 2)

/** The fields' keys this estimate reads; anything else in the block JSON is ignored. */
interface FieldShape {
  type: string
  label: string
  description: string
  required: boolean
  optionCount: number
  questionCount: number
  hasCounter: boolean
  showCountryCode: boolean
}

/**
 * The shadow root's stylesheet while the implementation loads: the `<slot>` takes the reserved height,
 * `--ss-form-pending-block-size` from `formPendingProperties`.
 */
export const formPendingStyles = /* css */ `
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  slot {
    display: block;
    block-size: var(--ss-form-pending-block-size, auto);
  }
`

/**
 * The reserved heights of the form the element's block JSON describes: `--ss-form-pending-block-size` as its
 * parts sit in columns, `--ss-form-pending-stacked-block-size` as they stack one per row (a newsletter in a
 * small container). An unreadable block JSON reserves nothing: the element will show its error state.
 */
export function formPendingProperties(element: HTMLElement): Record<`--${string}`, string> {
  const fields = readFields(element.getAttribute('data-block-json'))
  if (!fields) return {}
  return {
    '--ss-form-pending-block-size': cssLength(formHeight(fields, false)),
    '--ss-form-pending-stacked-block-size': cssLength(formHeight(fields, true)),
  }
}

function readFields(json: string | null): FieldShape[] | undefined {
  let block: unknown
  try {
    block = JSON.parse(json ?? '{}')
  } catch {
    return undefined
  }
  if (!isRecord(block)) return undefined
  const fields = Array.isArray(block.fields) ? block.fields : []
  return fields.filter(isRecord).map((field) => ({
    type: String(field.type),
    label: typeof field.label === 'string' ? field.label : '',
    description: typeof field.description === 'string' ? field.description : '',
    required: field.required === true,
    optionCount: Array.isArray(field.options) ? field.options.length : 0,
    questionCount: Array.isArray(field.questions) ? field.questions.length : 0,
    hasCounter: characterLimit(field.maxLength) !== undefined,
    showCountryCode: field.showCountryCode === true,
  }))
}

/** The fields, section by section, then the submit button, `--ss-form-gap` apart. */
function formHeight(fields: FieldShape[], stacked: boolean): Length {
  const items: Partial<Length>[] = []
  let section: { title: Partial<Length>; content: Partial<Length>[] } | undefined
  // A fieldset's legend sits above its content box, outside the flex layout: no gap after it.
  const closeSection = () => section && items.push(sum([section.title, stackOf(section.content, FORM_GAP)]))
  for (const field of fields) {
    if (field.type === 'section') {
      closeSection()
      section = { title: field.label ? SECTION_TITLE : {}, content: field.description ? [SMALL_LINE] : [] }
      continue
    }
    const height = fieldHeight(field, stacked)
    if (height) (section?.content ?? items).push(height)
  }
  closeSection()
  items.push(SUBMIT)
  return stackOf(items, FORM_GAP)
}

/** One field: its label (an empty one takes no line), description and controls, as the form's components lay them out. */
function fieldHeight(field: FieldShape, stacked: boolean): Partial<Length> | undefined {
  const label = field.label || field.required ? LINE : {}
  const description = field.description ? [SMALL_LINE] : []
  const singleControl = (...controls: Partial<Length>[]) => stackOf([label, ...description, ...controls], FIELD_GAP)
  const group = (...content: Partial<Length>[]) => sum([label, stackOf([...description, ...content], FIELD_GAP)])
  const type = field.type as FieldType
  // A date or time is one native control, whatever parts its value has.
  if ((TEXT_TYPES as readonly string[]).includes(type) || type === 'date' || type === 'time') return singleControl(CONTROL)
  if (isMultiPart(type)) return group(partsHeight(type, field, stacked))
  switch (type) {
    case 'select':
      return singleControl(CONTROL)
    case 'textarea':
      return singleControl(TEXTAREA, ...(field.hasCounter ? [SMALL_LINE] : []))
    case 'radio':
    case 'checkbox':
      return group(choicesHeight(field.optionCount))
    case 'likert':
      return group(...Array.from({ length: field.questionCount }, () => sum([CHOICE_GAP, LINE, choicesHeight(LIKERT_SCALE.length)])))
    default:
      return undefined
  }
}

function partsHeight(type: Parameters<typeof partsOf>[0], field: FieldShape, stacked: boolean): Length {
  const count = partsOf(type, field).length
  const rows = stacked ? count : Math.ceil(count / partColumns(count))
  const part = sum([SMALL_LINE, PART_LABEL_GAP, CONTROL])
  return stackOf(Array.from({ length: rows }, () => part), PARTS_GAP)
}

/** Radios and checkboxes, one per line. */
function choicesHeight(count: number): Length {
  return stackOf(Array.from({ length: count }, () => LINE), CHOICE_GAP)
}

function stackOf(items: Partial<Length>[], gap: Partial<Length>): Length {
  return sum([...items, ...Array.from({ length: Math.max(0, items.length - 1) }, () => gap)])
}

function sum(lengths: Partial<Length>[]): Length {
  const total: Length = { em: 0, rem: 0, px: 0, formGap: 0 }
  for (const length of lengths) {
    for (const unit of Object.keys(total) as (keyof Length)[]) total[unit] += length[unit] ?? 0
  }
  return total
}

function cssLength({ em, rem, px, formGap }: Length): string {
  const round = (value: number) => Math.round(value * 10_000) / 10_000
  return `calc(${round(em)}em + ${round(rem)}rem + ${round(px)}px + ${round(formGap)} * var(--ss-form-gap, 1rem))`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
