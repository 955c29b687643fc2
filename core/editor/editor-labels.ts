import { formatMessage } from '../messages/format-message.ts'

// The labels of the editor's panels that 002 §2 names. Where the spec gives a name without its casing, the
// label is written in title case as the link types are.

/** The link editor: its link types and the fields of a link and of an email link. */
export const LINK_EDITOR_LABELS = /* @__PURE__ */ Object.freeze({
  linkTypes: Object.freeze({ page: 'Page', webAddress: 'Web Address', email: 'Email', phone: 'Phone', file: 'File' }),
  linkName: 'Link Name',
  openInNewWindow: 'Open in New Window',
  emailSubject: 'Subject',
  emailTo: 'To',
  emailCc: 'CC',
  emailBcc: 'BCC',
  emailBody: 'Body',
})

/** The colour picker's formats and channels. */
export const COLOR_PICKER_LABELS = /* @__PURE__ */ Object.freeze({
  hex: 'Hex',
  rgb: 'RGB',
  hsl: 'HSL',
  alpha: 'Alpha',
  hue: 'Hue',
  saturation: 'Saturation',
  lightness: 'Lightness',
})

/** The font browser's categories, in the spec's order. */
export const FONT_CATEGORIES = /* @__PURE__ */ Object.freeze(['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other'] as const)
export type FontCategory = (typeof FONT_CATEGORIES)[number]

/** The file manager's views and actions. */
export const FILE_MANAGER_LABELS = /* @__PURE__ */ Object.freeze({
  existingFiles: 'Existing Files',
  fileDetail: 'File Detail',
  choose: 'Choose',
  rename: 'Rename',
  delete: 'Delete',
  upload: 'Upload',
  loadMore: 'Load More',
})

/** The tag and category manager's actions. */
export const TAG_MANAGER_LABELS = /* @__PURE__ */ Object.freeze({
  new: 'New',
  edit: 'Edit',
  merge: 'Merge',
  remove: 'Remove',
  filter: 'Filter',
})

/** The sort control: the spec names the control without its options, so only its own label is given. */
export const SORT_CONTROL_LABELS = /* @__PURE__ */ Object.freeze({ sort: 'Sort' })

/** The warning before a tag or category is removed: every item holding it is updated. The wording is ours. */
export function tagRemovalWarning(tagType: 'tag' | 'category'): string {
  return formatMessage('All items with this {tagType} will be updated.', { tagType }, 'en')
}

/** The stepper's text, 'N of M': `stepperText(2, 5)` → '2 of 5'. */
export function stepperText(current: number, total: number): string {
  return `${current} of ${total}`
}

/** Logged (console only, 002 §8) when the page's document goes away under a preview call. */
export const DOCUMENT_DESTROYED_MESSAGE = 'Document was destroyed'
