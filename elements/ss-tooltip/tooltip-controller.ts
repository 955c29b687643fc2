import type { ElementController } from '../../core/element/controller.ts'
import { ANCHOR_GAP, MOUSE_OFFSET, tooltipPosition } from './tooltip-placement.ts'

/** How long the pointer rests on the described element before the tooltip shows. */
export const HOVER_DELAY_MS = 1200
/** How long a tooltip stays after the pointer left, so that the pointer can cross the gap onto it (WCAG 1.4.13). */
export const HIDE_GRACE_MS = 300

const supportsAnchorPositioning = () => CSS.supports('anchor-name: --a')
let lastId = 0

/**
 * Shows and hides one tooltip for the element it wraps: after the pointer has rested on it for 1,200 ms, at
 * once on keyboard focus, and by `show()`. Per WCAG 1.4.13 the tooltip can be hovered (the pointer may move
 * onto it), stays while the pointer or focus is on the element or on it, and Escape dismisses it without
 * moving focus. The text lives in a light-DOM `role="tooltip"` element, so that the described element's
 * `aria-describedby` can name it: an id reference cannot reach into a shadow root.
 */
export class TooltipController implements ElementController {
  readonly #host: HTMLElement
  readonly #panel: () => HTMLElement | null
  readonly #onChange: (shown: boolean) => void
  readonly #bubble = document.createElement('span')
  #described: Element | undefined
  #pointer = { x: 0, y: 0 }
  #hovered = false
  #focused = false
  /** Escape hid it: it stays hidden until both pointer and focus have left. */
  #dismissed = false
  #shown = false
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(host: HTMLElement, panel: () => HTMLElement | null, onChange: (shown: boolean) => void) {
    this.#host = host
    this.#panel = panel
    this.#onChange = onChange
    this.#bubble.id = `ss-tooltip-${++lastId}`
    this.#bubble.slot = 'tooltip'
    this.#bubble.setAttribute('role', 'tooltip')
  }

  hostConnected(): void {
    this.#host.append(this.#bubble)
    this.#host.addEventListener('pointerenter', this.#onPointerEnter)
    this.#host.addEventListener('pointermove', this.#onPointerMove)
    this.#host.addEventListener('pointerleave', this.#onPointerLeave)
    this.#host.addEventListener('focusin', this.#onFocusIn)
    this.#host.addEventListener('focusout', this.#onFocusOut)
  }

  hostDisconnected(): void {
    this.#cancelTimer()
    this.hide()
    this.#describe(false)
    this.#bubble.remove()
    this.#host.removeEventListener('pointerenter', this.#onPointerEnter)
    this.#host.removeEventListener('pointermove', this.#onPointerMove)
    this.#host.removeEventListener('pointerleave', this.#onPointerLeave)
    this.#host.removeEventListener('focusin', this.#onFocusIn)
    this.#host.removeEventListener('focusout', this.#onFocusOut)
  }

  /** Sets the text; an empty text means no tooltip at all, and no description. */
  configure(content: string): void {
    this.#bubble.textContent = content
    this.#describe(content !== '')
    if (content === '') this.hide()
  }

  /** Shows the tooltip below the described element now. */
  show(): void {
    this.#dismissed = false
    // A call made while the element loaded arrives before the first render: the panel exists once it is done.
    if (this.#panel()) this.#open('anchor')
    else queueMicrotask(() => this.#open('anchor'))
  }

  hide(): void {
    this.#cancelTimer()
    if (!this.#shown) return
    this.#shown = false
    const panel = this.#panel()
    if (panel?.matches(':popover-open')) panel.hidePopover()
    document.removeEventListener('keydown', this.#onKeyDown, true)
    this.#onChange(false)
  }

  #open(placement: 'anchor' | 'pointer'): void {
    this.#cancelTimer()
    const panel = this.#panel()
    if (this.#shown || !panel || this.#bubble.textContent === '') return
    this.#shown = true
    panel.showPopover()
    this.#place(panel, placement)
    document.addEventListener('keydown', this.#onKeyDown, true)
    this.#onChange(true)
  }

  #place(panel: HTMLElement, placement: 'anchor' | 'pointer'): void {
    const byCss = placement === 'anchor' && supportsAnchorPositioning()
    panel.dataset.placement = byCss ? 'anchor' : 'fixed'
    if (byCss) {
      panel.style.removeProperty('left')
      panel.style.removeProperty('top')
      return
    }
    const target =
      placement === 'pointer'
        ? { left: this.#pointer.x, top: this.#pointer.y, width: 0, height: 0 }
        : (this.#described ?? this.#host).getBoundingClientRect()
    const offset = placement === 'pointer' ? { x: MOUSE_OFFSET, y: MOUSE_OFFSET } : { x: 0, y: ANCHOR_GAP }
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight }
    const { left, top } = tooltipPosition(target, offset, panel.getBoundingClientRect(), viewport)
    panel.style.setProperty('left', `${left}px`)
    panel.style.setProperty('top', `${top}px`)
  }

  /** Adds or removes the tooltip's id in the described element's `aria-describedby`, keeping the ids already there. */
  #describe(on: boolean): void {
    if (on) this.#described ??= Array.from(this.#host.children).find((child) => child !== this.#bubble) ?? this.#host
    const element = this.#described
    if (!element) return
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== this.#bubble.id)
    if (on) ids.push(this.#bubble.id)
    if (ids.length > 0) element.setAttribute('aria-describedby', ids.join(' '))
    else element.removeAttribute('aria-describedby')
    if (!on) this.#described = undefined
  }

  #schedule(action: () => void, delay: number): void {
    this.#cancelTimer()
    this.#timer = setTimeout(action, delay)
  }

  #cancelTimer(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer)
    this.#timer = undefined
  }

  #onPointerEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return
    this.#hovered = true
    this.#pointer = { x: event.clientX, y: event.clientY }
    if (this.#shown) this.#cancelTimer()
    else if (!this.#dismissed) this.#schedule(() => this.#open('pointer'), HOVER_DELAY_MS)
  }

  #onPointerMove = (event: PointerEvent): void => {
    this.#pointer = { x: event.clientX, y: event.clientY }
  }

  #onPointerLeave = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return
    this.#hovered = false
    if (this.#focused) return
    this.#dismissed = false
    if (this.#shown) this.#schedule(() => this.hide(), HIDE_GRACE_MS)
    else this.#cancelTimer()
  }

  /** Keyboard focus shows it at once; focus that a click gave does not (the pointer's delay applies). */
  #onFocusIn = (event: FocusEvent): void => {
    this.#focused = true
    if (!this.#dismissed && event.target instanceof Element && event.target.matches(':focus-visible')) this.#open('anchor')
  }

  #onFocusOut = (event: FocusEvent): void => {
    if (event.relatedTarget instanceof Node && this.#host.contains(event.relatedTarget)) return
    this.#focused = false
    if (this.#hovered) return
    this.#dismissed = false
    this.hide()
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    // The first Escape closes the tooltip only; a dialog or the owner keys around it wait for the next.
    event.preventDefault()
    this.#dismissed = true
    this.hide()
  }
}
