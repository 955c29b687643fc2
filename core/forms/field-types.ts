/** The field types of the form builder. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'website',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const

export type FieldType = (typeof FIELD_TYPES)[number]

/** One input of a field made of several (the First and Last of a name, the Line1 … Country of an address). */
export interface FieldPart {
  /** The part's name: `First`, `Line1`, `Country` and so on. */
  name: string
  /** What the visitor reads; the control's accessible name is the field's label followed by this. */
  label: string
  /** The `autocomplete` token that lets a browser fill the part. */
  autocomplete?: string
  /** A part that a required field may still leave empty. */
  optional?: true
  /** A part chosen from a list rather than typed. */
  choices?: readonly string[]
  numeric?: true
}

const NAME_PARTS: readonly FieldPart[] = [
  { name: 'First', label: 'First', autocomplete: 'given-name' },
  { name: 'Last', label: 'Last', autocomplete: 'family-name' },
]

const ADDRESS_PARTS: readonly FieldPart[] = [
  { name: 'Line1', label: 'Address line 1', autocomplete: 'address-line1' },
  { name: 'Line2', label: 'Address line 2', autocomplete: 'address-line2', optional: true },
  { name: 'City', label: 'City', autocomplete: 'address-level2' },
  { name: 'State', label: 'State', autocomplete: 'address-level1' },
  { name: 'Zip', label: 'ZIP code', autocomplete: 'postal-code' },
  { name: 'Country', label: 'Country', autocomplete: 'country-name' },
]

const DATE_PARTS: readonly FieldPart[] = [
  { name: 'Month', label: 'Month', numeric: true },
  { name: 'Day', label: 'Day', numeric: true },
  { name: 'Year', label: 'Year', numeric: true },
]

export const AMPM_CHOICES = ['AM', 'PM'] as const

const TIME_PARTS: readonly FieldPart[] = [
  { name: 'Hour', label: 'Hour', numeric: true },
  { name: 'Minute', label: 'Minute', numeric: true },
  { name: 'Second', label: 'Second', numeric: true, optional: true },
  { name: 'Ampm', label: 'AM/PM', choices: AMPM_CHOICES },
]

const PHONE_COUNTRY_PART: FieldPart = { name: 'Country', label: 'Country code', autocomplete: 'tel-country-code', optional: true, numeric: true }

const PHONE_PARTS: readonly FieldPart[] = [
  { name: 'Areacode', label: 'Area code', autocomplete: 'tel-area-code', numeric: true },
  { name: 'Prefix', label: 'Prefix', autocomplete: 'tel-local-prefix', numeric: true },
  { name: 'Line', label: 'Line', autocomplete: 'tel-local-suffix', numeric: true },
]

export type MultiPartType = 'name' | 'address' | 'date' | 'time' | 'phone'

/**
 * The inputs a multi-part field shows. A phone shows its country code only when asked to; its value still has
 * four parts (an empty first value is prepended to the other three).
 */
export function partsOf(type: MultiPartType, options: { showCountryCode?: boolean } = {}): readonly FieldPart[] {
  switch (type) {
    case 'name':
      return NAME_PARTS
    case 'address':
      return ADDRESS_PARTS
    case 'date':
      return DATE_PARTS
    case 'time':
      return TIME_PARTS
    case 'phone':
      return options.showCountryCode ? [PHONE_COUNTRY_PART, ...PHONE_PARTS] : PHONE_PARTS
  }
}

/** The four parts of a submitted phone number, country first. */
export const SUBMITTED_PHONE_PARTS: readonly FieldPart[] = [PHONE_COUNTRY_PART, ...PHONE_PARTS]

export function isMultiPart(type: FieldType): type is MultiPartType {
  return type === 'name' || type === 'address' || type === 'date' || type === 'time' || type === 'phone'
}

/** Single-line text fields: their value is the text as typed. */
export const TEXT_TYPES = ['text', 'email', 'currency', 'number', 'website', 'password', 'twitter'] as const satisfies readonly FieldType[]

/** The likert scale, from -2 to 2. */
export const LIKERT_SCALE = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const
