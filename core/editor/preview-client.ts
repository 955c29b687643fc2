import { DOCUMENT_DESTROYED_MESSAGE } from './editor-labels.ts'
import {
  PREVIEW_ACK_TYPE,
  PREVIEW_ACTION_TYPE,
  PREVIEW_READY_TYPE,
  type PreviewAck,
  type PreviewReady,
  type PreviewRequest,
} from './preview-messages.ts'

export interface PreviewClient {
  /**
   * Sends one action to the framed page; resolves with its acknowledgement. When the frame's document is gone
   * (the frame was removed) it logs 'Document was destroyed' and never resolves.
   */
  send(request: PreviewRequest): Promise<PreviewAck>
  /** Resolves with the next `ss-preview-ready` of the page (it sends one each time it loads). */
  ready(): Promise<PreviewReady>
  /** Stops listening; pending sends never resolve. */
  close(): void
}

/**
 * The editor's side of the preview protocol, for a page framed in `frame` at `pageOrigin`. Only messages from
 * that frame's window and origin are read.
 */
export function createPreviewClient(frame: HTMLIFrameElement, pageOrigin: string): PreviewClient {
  const pending = new Map<string, (ack: PreviewAck) => void>()
  const readyWaiters: Array<(ready: PreviewReady) => void> = []
  let nextId = 0

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== pageOrigin) return
    const message = event.data as PreviewAck | PreviewReady | undefined
    if (message?.type === PREVIEW_READY_TYPE) readyWaiters.splice(0).forEach((resolve) => resolve(message))
    if (message?.type !== PREVIEW_ACK_TYPE) return
    pending.get(message.id)?.(message)
    pending.delete(message.id)
  }
  window.addEventListener('message', onMessage)

  return {
    send(request) {
      const id = `a${++nextId}`
      const page = frame.contentWindow
      if (!page) {
        console.warn(DOCUMENT_DESTROYED_MESSAGE)
        return new Promise(() => {})
      }
      return new Promise((resolve) => {
        pending.set(id, resolve)
        page.postMessage({ ...request, type: PREVIEW_ACTION_TYPE, id }, pageOrigin)
      })
    },
    ready: () => new Promise((resolve) => readyWaiters.push(resolve)),
    close() {
      window.removeEventListener('message', onMessage)
      pending.clear()
    },
  }
}
