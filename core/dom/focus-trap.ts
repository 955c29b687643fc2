import { deepActiveElement } from './focus.ts'
import { focusableElements } from './focusable.ts'

/** What a focus trap keeps focus within: the focusable elements inside `container`, or those `predicate` accepts. */
export type FocusTrapOptions =
  | { container: Element; predicate?: undefined }
  | { predicate: (element: HTMLElement) => boolean; container?: undefined }

export const FOCUS_TRAP_ARGUMENT_ERROR = 'A focus trap needs one and only one of container or predicate.'

interface Trap {
  focusables(): HTMLElement[]
  holds(element: HTMLElement): boolean
}

// Only the trap set last acts, so that a modal opened over another keeps focus in itself.
const traps: Trap[] = []

/**
 * Keeps keyboard focus inside a container, or among the elements a predicate accepts: Tab and Shift+Tab cycle
 * through them, and focus arriving elsewhere is brought back. Returns the function that releases the trap.
 */
export function trapFocus(options: FocusTrapOptions): () => void {
  const { container, predicate } = options as { container?: Element; predicate?: (element: HTMLElement) => boolean }
  if ((container === undefined) === (predicate === undefined)) throw new TypeError(FOCUS_TRAP_ARGUMENT_ERROR)
  const trap: Trap = container
    ? { focusables: () => focusableElements(container), holds: (element) => composedContains(container, element) }
    : { focusables: () => focusableElements(document.documentElement).filter(predicate!), holds: predicate! }
  if (traps.length === 0) {
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('focusin', onFocusIn, true)
  }
  traps.push(trap)
  return () => {
    const at = traps.indexOf(trap)
    if (at < 0) return
    traps.splice(at, 1)
    if (traps.length > 0) return
    document.removeEventListener('keydown', onKeyDown, true)
    document.removeEventListener('focusin', onFocusIn, true)
  }
}

/** The element to focus on Tab (or Shift+Tab) from `active`, cycling within `focusables`. */
export function nextInTrap<T>(focusables: readonly T[], active: T | null, backwards: boolean): T | undefined {
  if (focusables.length === 0) return undefined
  const at = active === null ? -1 : focusables.indexOf(active)
  if (at < 0) return backwards ? focusables[focusables.length - 1] : focusables[0]
  return focusables[(at + (backwards ? -1 : 1) + focusables.length) % focusables.length]
}

function onKeyDown(event: KeyboardEvent) {
  const trap = traps.at(-1)
  // WebKitGTK names Shift+Tab after its keysym (ISO_Left_Tab), not `Tab`: the physical key says it.
  const tab = event.key === 'Tab' || event.code === 'Tab'
  if (!trap || !tab || event.altKey || event.ctrlKey || event.metaKey) return
  event.preventDefault()
  nextInTrap(trap.focusables(), deepActiveElement(), event.shiftKey)?.focus()
}

function onFocusIn() {
  const trap = traps.at(-1)
  const active = deepActiveElement()
  if (trap && active && !trap.holds(active)) trap.focusables()[0]?.focus()
}

/** Whether `node` is `container` or inside it, counting slotted content and shadow roots as inside their hosts. */
function composedContains(container: Element, node: Node): boolean {
  for (let at: Node | null = node; at; at = (at as Element).assignedSlot ?? at.parentNode ?? (at as ShadowRoot).host ?? null) {
    if (at === container) return true
  }
  return false
}
