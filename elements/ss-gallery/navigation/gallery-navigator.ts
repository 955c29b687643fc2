import { normalizeIndex, stepIndex, type Edge } from './index-rules.ts'

export interface NavigatorEvents {
  change(index: number, previousIndex: number): void
  reached(edge: Edge): void
}

export interface NavigatorSettings {
  count: number
  loop: boolean
  /** Slides a step moves by: the carousel moves a group at a time. */
  stride: number
  /** How long the design animates a change; 0 when it does not (or the visitor prefers reduced motion). */
  motionMs: number
}

export interface NavigatorSnapshot {
  index: number
  inMotion: boolean
}

/**
 * The current index of one gallery and the rules around it: normalised, wrapping with loop, reporting the
 * ends without it, and refusing changes while this gallery or a linked one is in motion. Linked galleries
 * follow each other's index. React reads it through `subscribe` / `snapshot`.
 */
export class GalleryNavigator {
  readonly #events: NavigatorEvents
  #settings: NavigatorSettings = { count: 0, loop: false, stride: 1, motionMs: 0 }
  #snapshot: NavigatorSnapshot = { index: 0, inMotion: false }
  readonly #listeners = new Set<() => void>()
  readonly #links = new Set<GalleryNavigator>()

  constructor(events: NavigatorEvents) {
    this.#events = events
  }

  get index(): number {
    return this.#snapshot.index
  }

  get inMotion(): boolean {
    return this.#snapshot.inMotion
  }

  get settings(): Readonly<NavigatorSettings> {
    return this.#settings
  }

  readonly snapshot = (): NavigatorSnapshot => this.#snapshot

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  configure(settings: NavigatorSettings): void {
    this.#settings = { ...settings, stride: Math.max(1, Math.floor(settings.stride)) }
    if (settings.count > 0 && this.index >= settings.count) this.#set({ index: settings.count - 1, inMotion: false })
  }

  /**
   * Makes slide `index` current (normalised). Returns false when refused: in motion, or already there. `force`
   * goes even in motion (the lightbox opening on a slide, an address naming one).
   */
  goTo(index: number, options: { animate?: boolean; force?: boolean } = {}): boolean {
    const { count, motionMs } = this.#settings
    if (count === 0 || (this.#motionAnywhere() && !options.force)) return false
    const target = normalizeIndex(index, count)
    if (target === this.index) return false
    this.#moveTo(target, options.animate !== false && motionMs > 0)
    for (const link of this.#links) link.#follow(target)
    return true
  }

  /** Moves one step (a group in the carousel) forward (+1) or back (-1); `wrap` loops even without loop. */
  step(direction: 1 | -1, options: { animate?: boolean; wrap?: boolean } = {}): boolean {
    const { count, loop, stride } = this.#settings
    if (count === 0 || this.#motionAnywhere()) return false
    const groups = Math.ceil(count / stride)
    const result = stepIndex(Math.floor(this.index / stride), direction, groups, loop || options.wrap === true)
    if (result.reached) {
      this.#events.reached(result.reached)
      return false
    }
    return this.goTo(result.index * stride, options)
  }

  /** The design calls this when the animation of a change has ended. */
  settle(): void {
    if (this.inMotion) this.#set({ ...this.#snapshot, inMotion: false })
  }

  /**
   * Keeps this gallery and `other` on the same index until the returned unlink. This one takes `other`'s
   * index first: a thumbnail strip links itself to its main slideshow.
   */
  link(other: GalleryNavigator): () => void {
    this.#links.add(other)
    other.#links.add(this)
    this.#follow(other.index)
    return () => {
      this.#links.delete(other)
      other.#links.delete(this)
    }
  }

  #motionAnywhere(): boolean {
    return this.inMotion || [...this.#links].some((link) => link.inMotion)
  }

  /** A linked gallery moved: go along, even while in motion, without echoing back. */
  #follow(index: number): void {
    const { count, motionMs } = this.#settings
    if (count === 0) return
    const target = normalizeIndex(index, count)
    if (target !== this.index) this.#moveTo(target, motionMs > 0)
  }

  #moveTo(index: number, animate: boolean): void {
    const previousIndex = this.index
    this.#set({ index, inMotion: animate })
    this.#events.change(index, previousIndex)
  }

  #set(snapshot: NavigatorSnapshot): void {
    this.#snapshot = snapshot
    for (const listener of this.#listeners) listener()
  }
}
