/** How long `waitForElement` waits when not told otherwise. */
export const ELEMENT_WAIT_TIMEOUT_MS = 5_000

/** Why a wait was refused or gave up. */
export const ELEMENT_WAIT_ERRORS = {
  noParent: 'Element wait: no parent to search in',
  noSelector: 'Element wait: no selector given',
  timedOut: (selector: string, timeoutMs: number) => `Element wait: no element matches "${selector}" after ${timeoutMs} ms`,
} as const

export interface ElementWaitOptions {
  /** How long to wait before rejecting; `ELEMENT_WAIT_TIMEOUT_MS` (5 s) by default. */
  timeoutMs?: number
}

/**
 * Resolves with the first element under `parent` that matches `selector`: at once when there is one, else as
 * soon as one is added (or an element changes so that it matches). Rejects when `parent` or `selector` is
 * missing, when `selector` is not valid CSS (the browser's `SyntaxError`), or when nothing matches in time.
 */
export function waitForElement<E extends Element = Element>(
  parent: ParentNode | null | undefined,
  selector: string | null | undefined,
  { timeoutMs = ELEMENT_WAIT_TIMEOUT_MS }: ElementWaitOptions = {},
): Promise<E> {
  return new Promise<E>((resolve, reject) => {
    if (!parent) throw new Error(ELEMENT_WAIT_ERRORS.noParent)
    if (!selector) throw new Error(ELEMENT_WAIT_ERRORS.noSelector)
    const found = parent.querySelector<E>(selector)
    if (found) return resolve(found)
    const observer = new MutationObserver(() => {
      const match = parent.querySelector<E>(selector)
      if (!match) return
      finish()
      resolve(match)
    })
    const timer = setTimeout(() => {
      finish()
      reject(new Error(ELEMENT_WAIT_ERRORS.timedOut(selector, timeoutMs)))
    }, timeoutMs)
    const finish = () => {
      observer.disconnect()
      clearTimeout(timer)
    }
    observer.observe(parent, { childList: true, subtree: true, attributes: true })
  })
}
