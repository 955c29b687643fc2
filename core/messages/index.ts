export { formatMessage, type MessageValues } from './format-message.ts'
export { parseMessage, MAX_MESSAGE_KEYS, type MessageNode } from './parse-message.ts'
export { EDITOR_MESSAGES, editorMessage, type EditorMessageKey } from './editor-messages.ts'
export {
  CATEGORY_MAX_LENGTH,
  EMAIL_EXAMPLE,
  isPasswordUnchanged,
  LINK_EXAMPLE,
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
  type Dataset,
  type FileRules,
  type TagType,
} from './editor-validation.ts'
export { BYTES_IN_MB, humanFileSize } from './file-size.ts'
export { readDate } from './read-date.ts'
export { JUST_NOW_SECONDS, RELATIVE_TIME_REFRESH_MS, relativeTime } from './relative-time.ts'
