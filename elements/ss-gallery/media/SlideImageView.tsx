import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useInBrowser } from '../../../core/element/use-in-browser.ts'
import type { CropMode } from '../../../core/images/image-fit.ts'
import type { LoadMode } from '../../../core/images/image-loader.ts'
import { useGalleryMedia } from '../gallery-context.ts'
import type { SlideImage } from '../slides/read-slides.ts'
import { imageBeforeScript } from './image-before-script.ts'

interface SlideImageViewProps {
  image: SlideImage
  load: LoadMode
  cropMode: CropMode
  /** The scrolling box the `viewport` mode watches, when not the page's viewport. */
  root?: RefObject<Element | null>
  /** An image inside a labelled control is decorative there. */
  decorative?: boolean
  /** Its box (width / height) when it is in view in the design's first render: a server render shows it without the script. */
  firstView?: { ratio: number }
}

/**
 * A slide's image, drawn to fill the box its parent reserved, fetched by the gallery's image loader. An image the
 * light DOM already asked for is shown at once from the browser's cache, and the loader upgrades it later.
 */
export function SlideImageView({ image, load, cropMode, root, decorative = false, firstView }: SlideImageViewProps) {
  const { loader, loaderOptions, useBgImage } = useGalleryMedia()
  const ref = useRef<HTMLImageElement>(null)
  const { sizeFormat, dprMin, dprMax, allowSaveData, sizeAdjustment, stretch, forceImageUpdate, allowConcurrentLoads, useAdvancedPositioning, fixedRatio } = loaderOptions
  const { source, dimensions, focalPoint } = image
  // Slides are read again on every change of the light DOM: compare by value, not by object.
  const shape = `${dimensions?.width}x${dimensions?.height}@${focalPoint.x},${focalPoint.y}`
  const settings = useRef({ dimensions, focalPoint })
  settings.current = { dimensions, focalPoint }

  // After layout and after every ref of the tree is set: the root a design passes is its own element.
  useEffect(() => {
    loader.track(
      ref.current!,
      {
        source,
        ...settings.current,
        cropMode,
        fitAlignment: 'center',
        ...{ sizeFormat, dprMin, dprMax, allowSaveData, sizeAdjustment, stretch, forceImageUpdate, allowConcurrentLoads, useBgImage, useAdvancedPositioning, fixedRatio },
        load,
      },
      root?.current ?? null,
    )
  }, [loader, source, shape, cropMode, sizeFormat, dprMin, dprMax, allowSaveData, sizeAdjustment, stretch, forceImageUpdate, allowConcurrentLoads, useBgImage, useAdvancedPositioning, fixedRatio, load, root])

  useLayoutEffect(() => {
    const element = ref.current!
    return () => loader.untrack(element)
  }, [loader])

  // Kept from the first render on, so that React never writes it over what the loader has put in since.
  const inBrowser = useInBrowser()
  const [beforeScript] = useState(() => (inBrowser || !firstView || useBgImage ? undefined : imageBeforeScript(image, { cropMode, ratio: firstView.ratio, sizeFormat, stretch })))
  const ours = !image.shown && beforeScript
  const shown = image.shown ?? beforeScript
  return (
    <img
      ref={ref}
      part="image"
      alt={decorative ? '' : image.alt}
      draggable={false}
      decoding="async"
      src={shown?.src}
      srcSet={shown?.srcset}
      sizes={shown?.sizes}
      loading={ours ? 'lazy' : undefined}
      style={beforeScript?.style}
      data-shown={shown ? '' : undefined}
      data-bg-image={useBgImage ? '' : undefined}
    />
  )
}
