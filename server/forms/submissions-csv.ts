import { LIKERT_SCALE } from '../../core/forms/field-types.ts'
import { submittedFields, type FormField } from '../../core/forms/form-fields.ts'
import type { FieldValue } from '../../core/forms/form-values.ts'

export interface StoredSubmission {
  id: number
  receivedAt: string
  form: Record<string, FieldValue>
}

/**
 * The submissions of one form as CSV (RFC 4180, CRLF): an id and time column, then one column per field of
 * the form, in order. Multi-part values are joined by spaces, checked boxes by commas, likert answers as
 * `question: label`. Cells a spreadsheet would run as a formula get a leading `'`, so that a visitor's entry
 * cannot run code in whoever opens the export (see {@link FORMULA_START}).
 */
export function submissionsCsv(fields: readonly FormField[], submissions: readonly StoredSubmission[]): string {
  const columns = submittedFields(fields)
  const header = ['id', 'received at', ...columns.map((field) => field.label || field.id)]
  const rows = submissions.map((submission) => [
    String(submission.id),
    submission.receivedAt,
    ...columns.map((field) => cellText(field, submission.form[field.id])),
  ])
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

function cellText(field: FormField, value: FieldValue | undefined): string {
  if (value === undefined) return ''
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return field.type === 'checkbox' ? value.join(', ') : value.filter(Boolean).join(' ')
  return Object.entries(value)
    .map(([question, answer]) => `${question}: ${LIKERT_SCALE.find((point) => point.value === answer)?.label ?? answer}`)
    .join('; ')
}

/**
 * What a spreadsheet may read as the start of a formula: `=`, `+`, `-` or `@`, in their ASCII or full-width
 * forms, after any leading whitespace (spaces, no-break and zero-width spaces, tabs, line breaks), which
 * spreadsheets skip; or a cell starting with a tab or a carriage return.
 */
const FORMULA_START = /^[\s\u200b]*[=+\-@＝＋－＠]|^[\t\r]/

function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
