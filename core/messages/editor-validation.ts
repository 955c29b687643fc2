import { isEmail } from '../forms/entry-rules.ts'
import { editorMessage } from './editor-messages.ts'
import { humanFileSize } from './file-size.ts'

// Each validator returns the editor's message for the first problem found, or `null` when the value is fine.

/** The example shown in 'Emails must be formatted as {email}'. */
export const EMAIL_EXAMPLE = 'name@example.com'
/** The example shown in 'Links must be formatted as {host} or {host}'. */
export const LINK_EXAMPLE = 'https://example.com'

/** 'Please enter a valid email' when empty, 'Emails must be formatted as …' when not an address. */
export function validateEmail(text: string): string | null {
  const email = text.trim()
  if (!email) return editorMessage('invalidEmail')
  return isEmail(email) ? null : editorMessage('emailFormat', { email: EMAIL_EXAMPLE })
}

const LINK_PATTERN = /^https?:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/i

/** An http or https address with a dotted host, else 'Links must be formatted as …'. */
export function validateLink(text: string): string | null {
  return LINK_PATTERN.test(text.trim()) ? null : editorMessage('linkFormat', { host: LINK_EXAMPLE })
}

/** '{val} is not one of the expected options' unless `value` is one of `options`. */
export function validateOption(value: string, options: readonly string[]): string | null {
  return options.includes(value) ? null : editorMessage('unexpectedOption', { val: value })
}

export type TagType = 'tag' | 'category'

/** The longest tag name and the longest category name, in characters. */
export const TAG_MAX_LENGTH = 50
export const CATEGORY_MAX_LENGTH = 25

/** The `maxlength` of a tag or category name input. */
export function tagMaxLength(tagType: TagType): number {
  return tagType === 'tag' ? TAG_MAX_LENGTH : CATEGORY_MAX_LENGTH
}

/**
 * 'This tag already exists' (or category) when `name`, cut to its limit and trimmed, matches one of
 * `existing` regardless of case.
 */
export function validateTagName(name: string, tagType: TagType, existing: readonly string[]): string | null {
  const wanted = name.slice(0, tagMaxLength(tagType)).trim().toLowerCase()
  const taken = existing.some((other) => other.trim().toLowerCase() === wanted)
  return taken ? editorMessage('tagExists', { tagType }) : null
}

/** A chart's data: the column names and the rows of cells. */
export interface Dataset {
  readonly columns: readonly string[]
  readonly rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>
}

/**
 * 'Enter some data!' when there are neither columns nor rows, then at least one column, at least one row,
 * and every row with a value in each column ('One or more rows was missing data').
 */
export function validateDataset({ columns, rows }: Dataset): string | null {
  if (columns.length === 0 && rows.length === 0) return editorMessage('datasetEmpty')
  if (columns.length === 0) return editorMessage('datasetNeedsColumn')
  if (rows.length === 0) return editorMessage('datasetNeedsRow')
  const missing = rows.some((row) => columns.some((_, index) => row[index] == null || String(row[index]).trim() === ''))
  return missing ? editorMessage('datasetRowMissingData') : null
}

/** What the editor checks of an upload: the limit in bytes and the accepted extensions (without dots). */
export interface FileRules {
  readonly maxBytes: number
  readonly extensions: readonly string[]
}

/** A name, an accepted extension, then the size limit ('… The maximum allowed file size is 4.8 MB'). */
export function validateFile(file: { name: string; size: number }, rules: FileRules): string | null {
  const fileName = file.name.trim()
  if (!fileName) return editorMessage('fileNameRequired')
  const extension = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : ''
  if (!rules.extensions.some((accepted) => accepted.toLowerCase() === extension)) {
    return editorMessage('unsupportedFile', { fileName })
  }
  if (file.size > rules.maxBytes) {
    return editorMessage('fileTooLarge', { fileName, maxSize: humanFileSize(rules.maxBytes) })
  }
  return null
}

/** What a password field shows instead of a stored password; submitted unchanged, it means "keep it". */
export const PASSWORD_PLACEHOLDER = '••••••••'

/** The placeholder when a password is stored, else an empty field. */
export function maskPassword(storedPassword: string | null | undefined): string {
  return storedPassword ? PASSWORD_PLACEHOLDER : ''
}

/** Whether a submitted password field still holds the placeholder, so the stored password stays. */
export function isPasswordUnchanged(submitted: string): boolean {
  return submitted === PASSWORD_PLACEHOLDER
}
