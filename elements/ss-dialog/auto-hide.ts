import { overlayClock } from '../../core/dialogs/overlay-clock.ts'

/** The information dialog hides itself this long after it shows, and then counts as confirmed. */
export const AUTO_HIDE_MS = 2000

export interface AutoHide {
  stop(): void
}

/**
 * Calls `hide` once the dialog has been left alone for `AUTO_HIDE_MS`. A reader is not cut off: the count
 * stops while the pointer is over the dialog and starts again in full when it leaves; once the visitor uses
 * the keyboard in it (moves focus, presses a key other than Esc), it waits for them to close it. The focus the
 * dialog takes when it opens does not count: call this after it has been placed.
 */
export function startAutoHide(dialog: HTMLElement, hide: () => void): AutoHide {
  let timer: number | undefined
  let hovered = false
  let engaged = false

  const restart = () => {
    overlayClock.clearTimeout(timer)
    timer = hovered || engaged ? undefined : overlayClock.setTimeout(hide, AUTO_HIDE_MS)
  }
  const onPointerEnter = () => {
    hovered = true
    restart()
  }
  const onPointerLeave = () => {
    hovered = false
    restart()
  }
  const onEngage = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key === 'Escape') return
    engaged = true
    restart()
  }

  const panel = dialog.querySelector('.panel') ?? dialog
  panel.addEventListener('pointerenter', onPointerEnter)
  panel.addEventListener('pointerleave', onPointerLeave)
  dialog.addEventListener('focusin', onEngage)
  dialog.addEventListener('keydown', onEngage)
  restart()
  return {
    stop() {
      overlayClock.clearTimeout(timer)
      panel.removeEventListener('pointerenter', onPointerEnter)
      panel.removeEventListener('pointerleave', onPointerLeave)
      dialog.removeEventListener('focusin', onEngage)
      dialog.removeEventListener('keydown', onEngage)
    },
  }
}
