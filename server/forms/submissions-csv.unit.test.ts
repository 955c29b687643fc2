import { describe, expect, it } from 'vitest'
import { formFieldListSchema } from '../../core/forms/form-fields.ts'
import { submissionsCsv } from './submissions-csv.ts'

const fields = formFieldListSchema.parse([
  { id: 'intro', type: 'section', label: 'Intro' },
  { id: 'name', type: 'name', label: 'Name' },
  { id: 'extras', type: 'checkbox', label: 'Extras', options: ['Milk', 'Sugar'] },
  { id: 'opinion', type: 'likert', label: 'Opinion', questions: ['Kind staff'] },
  { id: 'message', type: 'textarea', label: 'Message' },
])

const row = (form: Record<string, unknown>) => ({ id: 7, receivedAt: '2025-01-02T03:04:05.000Z', form: form as never })

describe('submissionsCsv', () => {
  it('has an id, a time and a column per field, sections left out', () => {
    const csv = submissionsCsv(fields, [
      row({ name: ['Jane', 'Doe'], extras: ['Milk', 'Sugar'], opinion: { 'Kind staff': '2' }, message: 'Hi' }),
    ])
    expect(csv).toBe(
      'id,received at,Name,Extras,Opinion,Message\r\n' +
        '7,2025-01-02T03:04:05.000Z,Jane Doe,"Milk, Sugar",Kind staff: Strongly Agree,Hi\r\n',
    )
  })

  it('quotes commas, quotes and line breaks', () => {
    const csv = submissionsCsv(fields, [row({ message: 'He said "hi",\nthen left' })])
    expect(csv.split('\r\n')[1]).toBe('7,2025-01-02T03:04:05.000Z,,,,"He said ""hi"",\nthen left"')
  })

  const messageCell = (message: string) => {
    const cell = submissionsCsv(fields, [row({ message })]).split('\r\n').slice(1, -1).join('\r\n').split(',').slice(5).join(',')
    return cell.replace(/^"|"$/g, '').replaceAll('""', '"')
  }

  it.each([
    '=HYPERLINK("http://evil.example")',
    '+1+1',
    '-2+3',
    '@SUM(A1)',
    '\tx',
    '\rx',
    ' =1+1',
    '   @SUM(A1)',
    '\u00a0=1+1',
    '\n=1+1',
    '\r\n+cmd',
    '\t-2+3',
    '\u3000=1',
    '\u200b=1',
    '\ufeff@x',
    '＝1+1',
    '＋1',
    '－1',
    '＠SUM(A1)',
    ' \u00a0\n＝HYPERLINK("x")',
  ])('defuses %j, which a spreadsheet would run as a formula', (message) => {
    expect(messageCell(message)).toBe(`'${message}`)
  })

  it.each(['1+1', 'a=b', 'mail@example.com', 'x-y', '(=)', '.=1'])('leaves %j as it is', (message) => {
    expect(messageCell(message)).toBe(message)
  })

  it('leaves fields a submission lacks empty', () => {
    expect(submissionsCsv(fields, [row({})]).split('\r\n')[1]).toBe('7,2025-01-02T03:04:05.000Z,,,,')
  })
})
