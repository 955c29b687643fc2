import type { GalleryConfig, GalleryDesign } from './block-schema.ts'

/** What a design draws with, once the block's design-dependent values are settled. */
export interface DesignSettings {
  slidesPerRow: number
  /** Between slides: px for grid designs, percent of the width for the carousel. */
  gutter: number
  padding: number
  /** Height of a slider as a percentage of its width. */
  vSize: number
  lightbox: boolean
}

const LIGHTBOX_BY_DEFAULT: readonly GalleryDesign[] = ['grid', 'autogrid', 'autocolumns', 'autorows']
const DEFAULT_GUTTER: Partial<Record<GalleryDesign, number>> = { carousel: 1, autorows: 20 }

/**
 * Grid: 4 per row, padding 20, lightbox on. Carousel: 3 per row, gutter 1%. Autogrid and autocolumns: gutter 0,
 * lightbox on. Autorows: gutter 20, lightbox on. Slider: 50% as high as wide, or 10% as a linked thumbnail strip.
 */
export function designSettings(config: GalleryConfig): DesignSettings {
  const { design } = config
  return {
    slidesPerRow: config.slidesPerRow ?? (design === 'grid' ? 4 : 3),
    gutter: config.gutter ?? DEFAULT_GUTTER[design] ?? 0,
    padding: config.padding ?? (design === 'grid' ? 20 : 0),
    vSize: config.vSize ?? (config.linkedTo ? 10 : 50),
    lightbox: config.lightbox ?? LIGHTBOX_BY_DEFAULT.includes(design),
  }
}
