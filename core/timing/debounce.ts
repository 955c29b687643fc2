/** Runs `action` once, `delayMs` after the last of a burst of `schedule()` calls; `cancel()` drops a waiting run. */
export function debounce(action: () => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    schedule(): void {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timer = undefined
        action()
      }, delayMs)
    },
    cancel(): void {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
