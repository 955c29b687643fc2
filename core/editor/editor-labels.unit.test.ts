import { describe, expect, it } from 'vitest'
import {
  COLOR_PICKER_LABELS,
  DOCUMENT_DESTROYED_MESSAGE,
  FILE_MANAGER_LABELS,
  FONT_CATEGORIES,
  LINK_EDITOR_LABELS,
  TAG_MANAGER_LABELS,
  stepperText,
  tagRemovalWarning,
} from './editor-labels.ts'

describe('editor labels', () => {
  it('hold the link types and link fields of 002 §2', () => {
    expect(Object.values(LINK_EDITOR_LABELS.linkTypes)).toEqual(['Page', 'Web Address', 'Email', 'Phone', 'File'])
    expect([LINK_EDITOR_LABELS.emailTo, LINK_EDITOR_LABELS.emailCc, LINK_EDITOR_LABELS.emailBcc]).toEqual(['To', 'CC', 'BCC'])
  })

  it('hold the colour picker formats and channels', () => {
    expect(Object.values(COLOR_PICKER_LABELS)).toEqual(['Hex', 'RGB', 'HSL', 'Alpha', 'Hue', 'Saturation', 'Lightness'])
  })

  it('hold the font categories in order', () => {
    expect(FONT_CATEGORIES).toEqual(['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other'])
  })

  it('hold the file manager and tag manager actions', () => {
    expect(Object.values(FILE_MANAGER_LABELS)).toEqual(['Existing Files', 'File Detail', 'Choose', 'Rename', 'Delete', 'Upload', 'Load More'])
    expect(Object.values(TAG_MANAGER_LABELS)).toEqual(['New', 'Edit', 'Merge', 'Remove', 'Filter'])
  })

  it('are frozen', () => {
    expect(Object.isFrozen(LINK_EDITOR_LABELS)).toBe(true)
    expect(Object.isFrozen(LINK_EDITOR_LABELS.linkTypes)).toBe(true)
    expect(Object.isFrozen(FONT_CATEGORIES)).toBe(true)
  })
})

describe('editor messages', () => {
  it("writes the stepper as 'N of M'", () => {
    expect(stepperText(2, 5)).toBe('2 of 5')
    expect(stepperText(1, 1)).toBe('1 of 1')
  })

  it('warns that removing a tag or category updates every item holding it', () => {
    expect(tagRemovalWarning('tag')).toBe('All items with this tag will be updated.')
    expect(tagRemovalWarning('category')).toBe('All items with this category will be updated.')
  })

  it("logs 'Document was destroyed' word for word", () => {
    expect(DOCUMENT_DESTROYED_MESSAGE).toBe('Document was destroyed')
  })
})
