import { createContext, useContext } from 'react'
import type { ImageLoader } from '../../core/images/image-loader.ts'
import type { Autoplay } from './autoplay/use-autoplay.ts'
import type { GalleryNavigator } from './navigation/gallery-navigator.ts'
import type { GalleryConfig } from './schema/block-schema.ts'
import type { DesignSettings } from './schema/design-settings.ts'
import type { GallerySlide } from './slides/read-slides.ts'

/** What every design and the lightbox share: the settings, the slides, the index and what a click does. */
export interface GalleryContextValue {
  config: GalleryConfig
  settings: DesignSettings
  slides: readonly GallerySlide[]
  navigator: GalleryNavigator
  index: number
  inMotion: boolean
  /** How long this design animates a change, 0 under reduced motion. */
  motionMs: number
  /** Slides a step moves by: the carousel's slides per row on this window, else 1. */
  stride: number
  /** The accessible name of the gallery region. */
  label: string
  /** Whether the gallery is within 200 px of the viewport: sliding designs load nothing before. */
  nearViewport: boolean
  autoplay: Autoplay
  openLightbox(index: number): void
  /** A click-through link was followed: fires `ss-click-through`; returns whether to let the browser navigate. */
  followClickThrough(url: string): boolean
}

export const GalleryContext = createContext<GalleryContextValue | null>(null)

export function useGallery(): GalleryContextValue {
  const value = useContext(GalleryContext)
  if (!value) throw new Error('ss-gallery: a design rendered outside its gallery')
  return value
}

/**
 * What a slide's image or video needs of its gallery, apart from the rest: it stays the same object while the
 * gallery re-renders, so that a thousand memoised slides are not drawn again when the index or a size changes.
 */
export interface GalleryMediaValue {
  loader: ImageLoader
  loaderOptions: GalleryConfig['loaderOptions']
  /** Images are drawn as their boxes' backgrounds. */
  useBgImage: boolean
  /** The site shows the pin button over images (the page context of the gallery's document). */
  pinButtons: boolean
  /** A video of this gallery started (`true`) or stopped playing: autoplay holds meanwhile. */
  setVideoPlaying(owner: object, playing: boolean): void
}

export const GalleryMediaContext = createContext<GalleryMediaValue | null>(null)

export function useGalleryMedia(): GalleryMediaValue {
  const value = useContext(GalleryMediaContext)
  if (!value) throw new Error('ss-gallery: a slide rendered outside its gallery')
  return value
}
