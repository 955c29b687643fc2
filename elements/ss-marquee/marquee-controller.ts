import { onReducedMotionChange, prefersReducedMotion } from '../../core/dom/reduced-motion.ts'
import type { ElementController } from '../../core/element/controller.ts'
import { Store } from '../../core/element/store.ts'
import { debounce } from '../../core/timing/debounce.ts'
import { MarqueeRow } from './marquee-row.ts'
import { advanceOffset, RELAYOUT_DEBOUNCE_MS } from './marquee-rules.ts'
import { RunThrottle } from './run-throttle.ts'
import type { MarqueeConfig, MarqueeState } from './schema.ts'

/** A frame after a long pause (a background tab) moves the row this far at most, rather than leaping. */
const MAX_FRAME_MS = 100

/** What the view shows of the marquee: its state, and whether the visitor paused it. */
export interface MarqueeShown {
  state: MarqueeState
  userPaused: boolean
}

/**
 * Runs one marquee: the row moves only while it is in view and motion is allowed, holds while the
 * pointer is over it (with `pausedOnHover`), while focus is on one of its items, or when the visitor paused
 * it; under reduced motion it is laid out still and wrapped. Where the row has got to is kept across every
 * pause and re-layout, so it never jumps back to the start.
 */
export class MarqueeController implements ElementController {
  readonly #host: HTMLElement
  /** The row of items, in the view; set before the controller connects. */
  readonly #track: { readonly current: HTMLElement | null }
  #config: MarqueeConfig
  #row: MarqueeRow | undefined
  #offset = 0
  #inView = false
  #hovered = false
  #focusWithin = false
  /** Whether the visitor (the pause control, `pause()`) holds the marquee. */
  #userPaused = false
  /** Read on connecting: the first render, the one a server draws too, is that of a moving marquee. */
  #reducedMotion = false
  #frame: number | undefined
  #lastFrameTime: number | undefined
  readonly #throttle = new RunThrottle()
  #connected = false
  #unsubscribeMotion = () => {}
  /** What the view shows: the same object until the state or the visitor's pause changes. */
  readonly shown = new Store<MarqueeShown>({ state: 'paused', userPaused: false })

  readonly #relayout = debounce(() => this.#layout(), RELAYOUT_DEBOUNCE_MS)
  /** Made on the first connection, in the browser: a server render of the view makes the controller only. */
  #intersection: IntersectionObserver | undefined
  #resize: ResizeObserver | undefined
  #mutations: MutationObserver | undefined
  #itemResize: ResizeObserver | undefined

  constructor(host: HTMLElement, track: { readonly current: HTMLElement | null }, config: MarqueeConfig) {
    this.#host = host
    this.#track = track
    this.#config = config
  }

  /** Takes each configuration: a new one is a settings change, laid out after a wait. */
  configure(config: MarqueeConfig): void {
    if (config === this.#config) return
    this.#config = config
    this.#relayout.schedule()
    this.#update()
  }

  hostConnected(): void {
    const track = this.#track.current!
    this.#connected = true
    this.#reducedMotion = prefersReducedMotion()
    this.#row = new MarqueeRow(this.#host, track)
    this.#host.addEventListener('pointerenter', this.#onPointer)
    this.#host.addEventListener('pointerleave', this.#onPointer)
    this.#host.addEventListener('focusin', this.#onFocus)
    this.#host.addEventListener('focusout', this.#onFocus)
    this.#unsubscribeMotion = onReducedMotionChange((reduced) => {
      this.#reducedMotion = reduced
      this.#layout()
    })
    this.#makeObservers()
    this.#intersection!.observe(this.#host)
    this.#resize!.observe(track.parentElement!)
    document.fonts.ready.then(() => {
      if (this.#connected) this.#relayout.schedule()
    })
    this.#layout()
  }

  hostDisconnected(): void {
    this.#connected = false
    this.#inView = this.#hovered = this.#focusWithin = false
    this.#relayout.cancel()
    this.#intersection?.disconnect()
    this.#resize?.disconnect()
    this.#mutations?.disconnect()
    this.#itemResize?.disconnect()
    this.#unsubscribeMotion()
    this.#host.removeEventListener('pointerenter', this.#onPointer)
    this.#host.removeEventListener('pointerleave', this.#onPointer)
    this.#host.removeEventListener('focusin', this.#onFocus)
    this.#host.removeEventListener('focusout', this.#onFocus)
    this.#cancelFrame()
    this.#row?.clear()
    this.#row = undefined
    this.#host.removeAttribute('data-state')
  }

  #makeObservers(): void {
    this.#intersection ??= new IntersectionObserver(([entry]) => {
      this.#inView = entry?.isIntersecting ?? false
      this.#update()
    })
    this.#resize ??= new ResizeObserver(() => {
      if (this.#row && this.#row.region !== this.#row.layoutRegion()) this.#layout()
    })
    this.#mutations ??= new MutationObserver(() => this.#layout())
    /**
     * An item whose width changed since the layout (a web font arrived after the fonts were ready, an image inside
     * it loaded) leaves the copies and the wave out of step: laid out again after the same wait as for fonts.
     * WebKit reports no font loading events for faces loaded later, so sizes are watched instead.
     */
    this.#itemResize ??= new ResizeObserver((entries) => {
      const widths = this.#row?.laidOutWidths
      const changed = entries.some((entry) => {
        const item = entry.target as HTMLElement
        return widths?.has(item) && Math.abs(widths.get(item)! - item.offsetWidth) > 0.5
      })
      if (changed) this.#relayout.schedule()
    })
  }

  /** Lets the row move again after `pause()`, when nothing else holds it. */
  play(): void {
    this.#userPaused = false
    this.#update()
  }

  /** Holds the row where it is until `play()`. */
  pause(): void {
    this.#userPaused = true
    this.#update()
  }

  #layout(): void {
    const row = this.#row
    if (!row) return
    this.#relayout.cancel()
    this.#mutations!.disconnect()
    if (this.#reducedMotion) row.clear()
    else {
      row.layout(this.#config)
      if (row.copyWidth > 0) this.#offset %= row.copyWidth
      row.draw(this.#offset, this.#config.animationDirection)
    }
    this.#mutations!.observe(this.#host, { childList: true, subtree: true, characterData: true })
    this.#itemResize!.disconnect()
    for (const item of row.laidOutWidths.keys()) this.#itemResize!.observe(item)
    this.#update()
  }

  /** Starts or stops the frames as the conditions for moving now say, and tells the view when the state changed. */
  #update(): void {
    if (!this.#row) return
    const still = this.#reducedMotion
    const userPaused = this.#userPaused
    const moving =
      !still &&
      this.#inView &&
      !userPaused &&
      !this.#focusWithin &&
      !(this.#config.pausedOnHover && this.#hovered) &&
      this.#config.animationSpeed > 0 &&
      this.#row.copyWidth > 0
    const state: MarqueeState = still ? 'static' : moving ? 'running' : 'paused'
    if (moving && this.#frame === undefined) this.#frame = requestAnimationFrame(this.#tick)
    if (!moving) this.#cancelFrame()
    this.#host.setAttribute('data-state', state)
    const shown = this.shown.get()
    if (state !== shown.state || userPaused !== shown.userPaused) this.shown.set({ state, userPaused })
  }

  /** One frame: the row moves by the time since it last moved, unless drawing it is costly enough to skip a frame. */
  #tick = (time: number): void => {
    this.#frame = requestAnimationFrame(this.#tick)
    const row = this.#row!
    const config = this.#config
    if (this.#lastFrameTime !== undefined) {
      const elapsed = time - this.#lastFrameTime
      if (!this.#throttle.ready(elapsed)) return
      this.#offset = advanceOffset(this.#offset, Math.min(MAX_FRAME_MS, Math.max(0, elapsed)), config.animationSpeed, row.copyWidth)
    }
    this.#lastFrameTime = time
    const started = performance.now()
    row.draw(this.#offset, config.animationDirection)
    this.#throttle.record(performance.now() - started)
  }

  #cancelFrame(): void {
    if (this.#frame !== undefined) cancelAnimationFrame(this.#frame)
    this.#frame = undefined
    this.#lastFrameTime = undefined
  }

  #onPointer = (event: PointerEvent): void => {
    this.#hovered = event.type === 'pointerenter'
    this.#update()
  }

  /**
   * Focus on an item (a link) holds the row, with that item in sight; focus on the pause control, in the shadow
   * root, does not.
   */
  #onFocus = (event: FocusEvent): void => {
    const focused = event.type === 'focusin' ? event.target : event.relatedTarget
    this.#focusWithin = focused instanceof Node && focused !== this.#host && this.#host.contains(focused)
    if (this.#focusWithin && this.#row) {
      this.#offset = this.#row.offsetShowing(focused as Node, this.#offset, this.#config.animationDirection)
      this.#row.draw(this.#offset, this.#config.animationDirection)
    }
    this.#update()
  }
}
