import {
  copiesToFill,
  MAX_WAVE_HEIGHT_EM,
  offsetPlacingAtStart,
  regionWidth,
  rowTranslation,
  waveLookup,
  waveOffsetAt,
  waveSegmentWidth,
  waveShare,
} from './marquee-rules.ts'
import { inertCopy } from '../../core/dom/inert-copy.ts'
import type { MarqueeConfig } from './schema.ts'

const CLONE = 'data-ss-clone'

/**
 * The moving row: the light-DOM items, the copies of them that keep the region full, and the wave. Copies are
 * light DOM too, so that the page's styles for the items apply to them; they are `inert` and `aria-hidden`, so
 * that the text is read and focused once.
 */
export class MarqueeRow {
  readonly #host: HTMLElement
  readonly #track: HTMLElement
  #clones: HTMLElement[] = []
  #items: HTMLElement[] = []
  /** Each item's centre, from the start of the row. */
  #centres: number[] = []
  #wave: { lookup: Float64Array; segmentWidth: number } | undefined
  /** The author's items as last laid out, with their widths then. */
  readonly laidOutWidths = new Map<HTMLElement, number>()
  /** The width of one copy of the items, gap included: how far the row slides before it repeats. */
  copyWidth = 0
  /** The width the row was laid out for. */
  region = 0

  constructor(host: HTMLElement, track: HTMLElement) {
    this.#host = host
    this.#track = track
  }

  /** Lays the row out again for the items and the region's width now. */
  layout(config: MarqueeConfig): void {
    this.clear()
    const originals = Array.from(this.#host.children).filter((child): child is HTMLElement => child instanceof HTMLElement)
    const [first] = originals
    this.region = this.layoutRegion()
    if (!first) return
    this.#addCopy(originals)
    this.copyWidth = this.#clones[0]!.offsetLeft - first.offsetLeft
    for (let copy = 2; copy < copiesToFill(this.copyWidth, this.region); copy++) this.#addCopy(originals)
    for (const item of originals) this.laidOutWidths.set(item, item.offsetWidth)
    this.#items = [...originals, ...this.#clones]
    this.#centres = this.#items.map((item) => item.offsetLeft - first.offsetLeft + item.offsetWidth / 2)
    const fontSize = parseFloat(getComputedStyle(this.#host).fontSize) || 16
    const height = waveShare(config.waveIntensity) * MAX_WAVE_HEIGHT_EM * fontSize
    const segmentWidth = waveSegmentWidth(this.region, config.waveFrequency)
    this.#wave = height > 0 ? { lookup: waveLookup(segmentWidth, height), segmentWidth } : undefined
  }

  /** The width the row would be laid out for now: its viewport's, at least the minimum region. */
  layoutRegion(): number {
    return regionWidth(this.#track.parentElement!.clientWidth)
  }

  /** Places the row slid by `offset`, and each item on the wave where it now is. */
  draw(offset: number, direction: MarqueeConfig['animationDirection']): void {
    const x = rowTranslation(offset, this.copyWidth, direction)
    this.#track.style.transform = `translateX(${x}px)`
    const wave = this.#wave
    if (!wave) return
    this.#items.forEach((item, i) => {
      item.style.translate = `0 ${waveOffsetAt(wave.lookup, wave.segmentWidth, this.#centres[i]! + x).toFixed(1)}px`
    })
  }

  /**
   * The offset that shows the whole of the item holding `target`, when it is outside the region at `offset`,
   * so that focus never lands on an item out of sight; otherwise `offset`.
   */
  offsetShowing(target: Node, offset: number, direction: MarqueeConfig['animationDirection']): number {
    const index = this.#items.findIndex((item) => item.contains(target))
    const item = this.#items[index]
    if (!item) return offset
    const start = this.#centres[index]! - item.offsetWidth / 2
    const left = start + rowTranslation(offset, this.copyWidth, direction)
    const visible = left >= 0 && left + item.offsetWidth <= this.region
    return visible ? offset : offsetPlacingAtStart(start, this.copyWidth, direction)
  }

  /** Takes the copies away and puts the items back where the page's styles place them. */
  clear(): void {
    for (const clone of this.#clones) clone.remove()
    for (const item of this.#items) item.style.removeProperty('translate')
    this.#track.style.removeProperty('transform')
    this.#clones = []
    this.laidOutWidths.clear()
    this.#items = []
    this.#centres = []
    this.#wave = undefined
    this.copyWidth = 0
  }

  #addCopy(originals: HTMLElement[]): void {
    for (const original of originals) {
      const clone = inertCopy(original)
      clone.inert = true
      clone.setAttribute('aria-hidden', 'true')
      clone.setAttribute(CLONE, '')
      for (const withId of [clone, ...clone.querySelectorAll('[id]')]) withId.removeAttribute('id')
      this.#host.append(clone)
      this.#clones.push(clone)
    }
  }
}
