import { EDITOR_MESSAGES } from '../../messages/editor-messages.ts'

/** One file in the file manager, from upload to ready, with its failure or cancellation. */
export type FileState =
  | { status: 'uploading'; progress: number }
  | { status: 'processing' }
  | { status: 'ready' }
  | { status: 'failed'; message: string }
  | { status: 'cancelled'; message: string }

export type FileEvent =
  | { type: 'progress'; fraction: number }
  | { type: 'uploaded' }
  | { type: 'upload-failed' }
  | { type: 'processed' }
  | { type: 'processing-failed' }
  /** The processing job stopped answering before it finished. */
  | { type: 'processing-incomplete' }
  | { type: 'cancel' }
  | { type: 'retry' }

export const FILE_START: FileState = { status: 'uploading', progress: 0 }

/**
 * A file's state machine: uploading (progress 0 to 1, never going back), then processing, then ready. Each
 * failure carries the editor's text for it; a cancel while uploading or processing is 'File processing
 * cancelled'; a failed or cancelled file may be retried from the start. An event a state does not expect
 * leaves it as it is.
 */
export function nextFileState(state: FileState, event: FileEvent): FileState {
  switch (state.status) {
    case 'uploading':
      if (event.type === 'progress') return { status: 'uploading', progress: Math.max(state.progress, Math.min(1, Math.max(0, event.fraction))) }
      if (event.type === 'uploaded') return { status: 'processing' }
      if (event.type === 'upload-failed') return { status: 'failed', message: EDITOR_MESSAGES.fileUploadIncomplete }
      if (event.type === 'cancel') return { status: 'cancelled', message: EDITOR_MESSAGES.fileProcessingCancelled }
      return state
    case 'processing':
      if (event.type === 'processed') return { status: 'ready' }
      if (event.type === 'processing-failed') return { status: 'failed', message: EDITOR_MESSAGES.fileProcessingFailed }
      if (event.type === 'processing-incomplete') return { status: 'failed', message: EDITOR_MESSAGES.fileProcessingIncomplete }
      if (event.type === 'cancel') return { status: 'cancelled', message: EDITOR_MESSAGES.fileProcessingCancelled }
      return state
    case 'failed':
    case 'cancelled':
      return event.type === 'retry' ? FILE_START : state
    case 'ready':
      return state
  }
}
