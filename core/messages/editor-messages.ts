import { formatMessage, type MessageValues } from './format-message.ts'

/**
 * The editor's validation and error texts, word for word, as ICU patterns. Placeholders: `{email}` and
 * `{host}` are examples of the expected format, `{val}` the value entered, `{tagType}` 'tag' or 'category',
 * `{fileName}` the file's name, `{maxSize}` a humanised size.
 */
export const EDITOR_MESSAGES = /* @__PURE__ */ Object.freeze({
  invalidEmail: 'Please enter a valid email',
  emailFormat: 'Emails must be formatted as {email}',
  linkFormat: 'Links must be formatted as {host} or {host}',
  invalidPageUrl: '{val} is not a valid page URL',
  unexpectedOption: '{val} is not one of the expected options',
  listRequired: 'A List must be selected',
  fileNameRequired: 'Please enter a file name',
  tagExists: 'This {tagType} already exists',
  oneTagAtATime: 'You may only edit one {tagType} at a time',
  datasetNeedsColumn: 'Your dataset must have at least one column',
  datasetNeedsRow: 'Your dataset must have at least one row',
  datasetEmpty: 'Enter some data!',
  datasetRowMissingData: 'One or more rows was missing data',
  unsupportedFile: 'The file {fileName} does not appear to be a supported file',
  fileTooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}',
  vimeoBasicUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  codeEditingUnavailable: 'Code editing is not available on Android.',
  noMailingLists: "You don''t have any mailing lists. Please create one before continuing",
  somethingWentWrong: 'Something went wrong',
  networkError: 'Network error',
  resultsUnavailable: 'Unable to load results',
  collectionsUnavailable: 'Unable to load collections',
  fontsUnavailable: 'Unable to load fonts',
  fontPreviewUnavailable: 'Unable to load preview for a font',
  noJobResponse: 'No response data from job request',
  fileProcessingFailed: 'File processing failed',
  fileProcessingIncomplete: 'File processing failed to complete',
  fileProcessingCancelled: 'File processing cancelled',
  fileUploadIncomplete: 'File upload failed to complete',
  uploadError: 'Error uploading',
  uploadFailedTitle: 'Unable to Upload File',
  uploadFailedBody: 'There was a problem while uploading your file.',
  renameFailedTitle: 'Unable to Rename File',
  renameFailedBody: 'There was a problem while renaming your file.',
  connectionFailed: 'Unable to connect. Please try again',
  timezoneUnavailable: 'Failed to load timezone',
  contentNotFound: 'Unable to locate content.',
  retry: 'Retry',
  tryAgain: 'Try again',
  deleteFileWarning: "This can''t be undone. Make sure to update all links to this file.",
})

export type EditorMessageKey = keyof typeof EDITOR_MESSAGES

/** The English text of one catalogue entry with its placeholders filled in. */
export function editorMessage(key: EditorMessageKey, values?: MessageValues): string {
  return formatMessage(EDITOR_MESSAGES[key], values, 'en')
}
