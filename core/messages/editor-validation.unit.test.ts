import { describe, expect, it } from 'vitest'
import { EDITOR_MESSAGES, editorMessage } from './editor-messages.ts'
import {
  CATEGORY_MAX_LENGTH,
  isPasswordUnchanged,
  maskPassword,
  PASSWORD_PLACEHOLDER,
  TAG_MAX_LENGTH,
  tagMaxLength,
  validateDataset,
  validateEmail,
  validateFile,
  validateLink,
  validateOption,
  validateTagName,
} from './editor-validation.ts'
import { BYTES_IN_MB, humanFileSize } from './file-size.ts'

describe('the editor catalogue', () => {
  it.each([
    ['emailFormat', { email: 'name@example.com' }, 'Emails must be formatted as name@example.com'],
    ['invalidPageUrl', { val: '/a b' }, '/a b is not a valid page URL'],
    ['unexpectedOption', { val: 'x' }, 'x is not one of the expected options'],
    ['tagExists', { tagType: 'category' }, 'This category already exists'],
    ['oneTagAtATime', { tagType: 'tag' }, 'You may only edit one tag at a time'],
    ['unsupportedFile', { fileName: 'a.exe' }, 'The file a.exe does not appear to be a supported file'],
    [
      'fileTooLarge',
      { fileName: 'big.png', maxSize: '20 MB' },
      'The file big.png is too large. The maximum allowed file size is 20 MB',
    ],
    ['noMailingLists', {}, "You don't have any mailing lists. Please create one before continuing"],
    ['deleteFileWarning', {}, "This can't be undone. Make sure to update all links to this file."],
    ['vimeoBasicUnsupported', {}, 'Vimeo Basic accounts are unsupported. Please share a video from a different account.'],
  ] as const)('%s', (key, values, expected) => {
    expect(editorMessage(key, values)).toBe(expected)
  })

  it('formats every entry (placeholders filled with their names)', () => {
    for (const [key, pattern] of Object.entries(EDITOR_MESSAGES)) {
      const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]))
      expect(editorMessage(key as keyof typeof EDITOR_MESSAGES, values)).not.toMatch(/[{}]/)
    }
  })
})

describe('editor validators', () => {
  it.each([
    ['', 'Please enter a valid email'],
    ['   ', 'Please enter a valid email'],
    ['ada', 'Emails must be formatted as name@example.com'],
    ['ada@example', 'Emails must be formatted as name@example.com'],
    ['ada@example.com', null],
    [' ada@example.com ', null],
  ])('email %j → %j', (text, expected) => {
    expect(validateEmail(text)).toBe(expected)
  })

  it.each([
    ['https://example.com', true],
    ['http://www.example.com/a?b=c#d', true],
    ['HTTPS://Example.COM', true],
    ['example.com', false],
    ['ftp://example.com', false],
    ['https://localhost', false],
    ['https://exa mple.com', false],
    ['', false],
  ])('link %j valid: %s', (text, valid) => {
    expect(validateLink(text)).toBe(valid ? null : 'Links must be formatted as https://example.com or https://example.com')
  })

  it('checks an option against the expected ones', () => {
    expect(validateOption('grid', ['grid', 'list'])).toBeNull()
    expect(validateOption('table', ['grid', 'list'])).toBe('table is not one of the expected options')
  })

  it('limits tags to 50 characters and categories to 25', () => {
    expect([TAG_MAX_LENGTH, CATEGORY_MAX_LENGTH]).toEqual([50, 25])
    expect(tagMaxLength('tag')).toBe(50)
    expect(tagMaxLength('category')).toBe(25)
  })

  it.each([
    ['News', 'tag', ['news'], 'This tag already exists'],
    [' Travel ', 'category', ['Food', 'travel'], 'This category already exists'],
    ['Travel', 'category', ['Food'], null],
    [`${'c'.repeat(25)}extra`, 'category', ['c'.repeat(25)], 'This category already exists'],
    [`${'c'.repeat(25)}extra`, 'tag', ['c'.repeat(25)], null],
  ] as const)('tag name %j (%s) among %j → %j', (name, tagType, existing, expected) => {
    expect(validateTagName(name, tagType, existing)).toBe(expected)
  })

  it.each([
    [{ columns: [], rows: [] }, 'Enter some data!'],
    [{ columns: [], rows: [['1']] }, 'Your dataset must have at least one column'],
    [{ columns: ['Sales'], rows: [] }, 'Your dataset must have at least one row'],
    [{ columns: ['Month', 'Sales'], rows: [['Jan', 3], ['Feb']] }, 'One or more rows was missing data'],
    [{ columns: ['Month', 'Sales'], rows: [['Jan', ' ']] }, 'One or more rows was missing data'],
    [{ columns: ['Month', 'Sales'], rows: [['Jan', 0], ['Feb', '4']] }, null],
  ])('dataset %j → %j', (dataset, expected) => {
    expect(validateDataset(dataset)).toBe(expected)
  })

  const rules = { maxBytes: 5 * BYTES_IN_MB, extensions: ['png', 'JPG'] }
  it.each([
    [{ name: ' ', size: 1 }, 'Please enter a file name'],
    [{ name: 'notes.txt', size: 1 }, 'The file notes.txt does not appear to be a supported file'],
    [{ name: 'png', size: 1 }, 'The file png does not appear to be a supported file'],
    [{ name: 'photo.jpg', size: 5_000_001 }, 'The file photo.jpg is too large. The maximum allowed file size is 4.8 MB'],
    [{ name: 'photo.PNG', size: 5_000_000 }, null],
  ])('file %j → %j', (file, expected) => {
    expect(validateFile(file, rules)).toBe(expected)
  })

  it('masks a stored password with the placeholder', () => {
    expect(maskPassword('secret')).toBe(PASSWORD_PLACEHOLDER)
    expect(maskPassword('')).toBe('')
    expect(maskPassword(null)).toBe('')
    expect(isPasswordUnchanged(PASSWORD_PLACEHOLDER)).toBe(true)
    expect(isPasswordUnchanged('new secret')).toBe(false)
  })
})

describe('humanFileSize', () => {
  it('counts 1,000,000 bytes in a megabyte limit', () => {
    expect(BYTES_IN_MB).toBe(1_000_000)
  })

  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_000_000, '976.6 KB'],
    [1024 * 1024, '1 MB'],
    [20 * BYTES_IN_MB, '19.1 MB'],
    [1024 ** 3 * 2.25, '2.3 GB'],
    [1024 ** 5, '1024 TB'],
  ])('%i bytes → %s', (bytes, expected) => {
    expect(humanFileSize(bytes)).toBe(expected)
  })
})
