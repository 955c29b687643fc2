import { ANIMATION_THRESHOLDS, isInView } from '../../core/animations/in-view.ts'
import { onReducedMotionChange, prefersReducedMotion } from '../../core/dom/reduced-motion.ts'
import type { ElementController } from '../../core/element/controller.ts'
import { Tween } from '../../core/motion/tween.ts'
import { highlightClock } from './highlight-clock.ts'
import { type LineSlot, slotProgress, START_DELAY_MS } from './highlight-timing.ts'
import { watchTransitionsAround } from './layout-watch.ts'
import type { TextHighlightConfig, TextHighlightState } from './schema.ts'

/**
 * When the drawing comes in: it waits, hidden, until the text is in view, its lines are laid out anew, or a
 * transition around it ends (in its first 2 s), then starts 250 ms later and runs line after line. With the animation off, or when the visitor asks for less motion (before or during it),
 * it is drawn at once. The state is on the host as `data-state`.
 */
export class HighlightAnimation implements ElementController {
  state: TextHighlightState = 'waiting'
  readonly #host: HTMLElement
  readonly #repaint: () => void
  /** How long the whole drawing takes now, in ms: it follows the lines as they are laid out again. */
  readonly #totalMs: () => number
  #elapsedMs = 0
  #tween: Tween | undefined
  #startTimer: number | undefined
  #reducedMotion = prefersReducedMotion()
  #unsubscribeMotion = () => {}
  #stopTransitionWatch = () => {}
  #config: TextHighlightConfig | undefined
  /** Made on the first connection, in the browser: a server render of the view makes the controller only. */
  #visibility: IntersectionObserver | undefined

  constructor(host: HTMLElement, repaint: () => void, totalMs: () => number) {
    this.#host = host
    this.#repaint = repaint
    this.#totalMs = totalMs
  }

  /** Waits for the text to come into view, from the start. */
  hostConnected(): void {
    this.#visibility ??= new IntersectionObserver(
      ([entry]) => {
        if (!entry || this.#startTimer !== undefined || this.state !== 'waiting') return
        const viewportHeight = entry.rootBounds?.height ?? innerHeight
        if (!isInView({ isIntersecting: entry.isIntersecting, ratio: entry.intersectionRatio, height: entry.boundingClientRect.height, viewportHeight })) return
        this.#scheduleStart()
      },
      { threshold: ANIMATION_THRESHOLDS },
    )
    this.#reducedMotion = prefersReducedMotion()
    this.#unsubscribeMotion = onReducedMotionChange((reduced) => {
      this.#reducedMotion = reduced
      if (reduced) this.#finish()
    })
    this.#stopTransitionWatch = watchTransitionsAround(this.#host, () => this.layoutChanged())
    this.#elapsedMs = 0
    this.#enter('waiting')
    if (this.#config) this.configure(this.#config)
  }

  hostDisconnected(): void {
    this.#visibility?.disconnect()
    highlightClock.clearTimeout(this.#startTimer)
    this.#startTimer = undefined
    this.#tween?.stop()
    this.#tween = undefined
    this.#unsubscribeMotion()
    this.#stopTransitionWatch()
    this.#host.removeAttribute('data-state')
  }

  /** Takes each configuration: with the animation off (or motion reduced) the drawing is shown whole. */
  configure(config: TextHighlightConfig): void {
    this.#config = config
    if (!config.isAnimationEnabled || this.#reducedMotion) this.#finish()
    else if (this.state === 'waiting') this.#visibility?.observe(this.#host)
  }

  /** The text's lines were laid out anew, or a transition around it ended: a drawing still waiting starts. */
  layoutChanged(): void {
    if (this.#config && this.state === 'waiting') this.#scheduleStart()
  }

  /** How far each line has come in, 0 to 1, for lines timed by `slots`. */
  progress(slots: LineSlot[]): number[] {
    if (this.state === 'drawn') return slots.map(() => 1)
    return slots.map((slot) => (this.state === 'waiting' ? 0 : slotProgress(slot, this.#elapsedMs)))
  }

  #scheduleStart(): void {
    if (this.#startTimer !== undefined) return
    this.#visibility?.disconnect()
    this.#startTimer = highlightClock.setTimeout(() => this.#start(), START_DELAY_MS)
  }

  #start(): void {
    const totalMs = this.#totalMs()
    this.#enter('drawing')
    this.#tween = new Tween(
      (progress) => {
        this.#elapsedMs = progress * totalMs
        this.#repaint()
      },
      {
        duration: totalMs,
        clock: highlightClock,
        onState: (state) => {
          if (state === 'ended') this.#finish()
        },
      },
    ).start()
  }

  #finish(): void {
    if (this.state === 'drawn') return
    this.#visibility?.disconnect()
    highlightClock.clearTimeout(this.#startTimer)
    this.#enter('drawn')
    this.#tween?.stop()
    this.#repaint()
  }

  #enter(state: TextHighlightState): void {
    this.state = state
    this.#host.setAttribute('data-state', state)
  }
}
