export {
  editorState,
  INITIAL_EDITOR_STATE,
  isEditing,
  onEditorStateChange,
  resetEditorState,
  setEditorState,
  type EditorState,
} from './editor-state.ts'
export { EDIT_MODE_ATTRIBUTE, EDITING_MODE_ATTRIBUTE } from './page-reflection.ts'
export {
  PREVIEW_ACK_TYPE,
  PREVIEW_ACTION_TYPE,
  PREVIEW_READY_TYPE,
  type PreviewAck,
  type PreviewAction,
  type PreviewActionName,
  type PreviewReady,
  type PreviewRequest,
} from './preview-messages.ts'
export { previewActionSchema } from './preview-action-schema.ts'
export { createPreviewClient, type PreviewClient } from './preview-client.ts'
export {
  hasUnsavedChanges,
  nextUnsavedChangesState,
  UNSAVED_CHANGES_CHOICES,
  UNSAVED_CHANGES_START,
  type UnsavedChangesChoice,
  type UnsavedChangesEvent,
  type UnsavedChangesState,
} from './states/unsaved-changes.ts'
export {
  MAILING_LIST_START,
  nextMailingListState,
  zapierLabel,
  zapierState,
  type MailingListEvent,
  type MailingListState,
  type ZapierState,
} from './states/integration-states.ts'
export { FILE_START, nextFileState, type FileEvent, type FileState } from './states/file-states.ts'
export { DYNAMIC_TEXT_MIN_REM, dynamicTextSize, SMALL_TEXT_MAX_PX, type DynamicTextSize } from './states/dynamic-text.ts'
export { PALETTE_EDITOR_MODES, paletteEditorMode, type PaletteEditorMode } from './states/palette-modes.ts'
export {
  COLOR_PICKER_LABELS,
  DOCUMENT_DESTROYED_MESSAGE,
  FILE_MANAGER_LABELS,
  FONT_CATEGORIES,
  LINK_EDITOR_LABELS,
  SORT_CONTROL_LABELS,
  TAG_MANAGER_LABELS,
  stepperText,
  tagRemovalWarning,
  type FontCategory,
} from './editor-labels.ts'
