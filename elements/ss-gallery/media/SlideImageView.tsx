import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import type { CropMode } from '../../../core/images/image-fit.ts'
import type { LoadMode } from '../../../core/images/image-loader.ts'
import { useGalleryMedia } from '../gallery-context.ts'
import type { SlideImage } from '../slides/read-slides.ts'

interface SlideImageViewProps {
  image: SlideImage
  load: LoadMode
  cropMode: CropMode
  /** The scrolling box the `viewport` mode watches, when not the page's viewport. */
  root?: RefObject<Element | null>
  /** An image inside a labelled control is decorative there. */
  decorative?: boolean
}

/**
 * A slide's image, drawn to fill the box its parent reserved, fetched by the gallery's image loader. An image the
 * light DOM already asked for is shown at once from the browser's cache, and the loader upgrades it later.
 */
export function SlideImageView({ image, load, cropMode, root, decorative = false }: SlideImageViewProps) {
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

  const { shown } = image
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
      data-shown={shown ? '' : undefined}
      data-bg-image={useBgImage ? '' : undefined}
    />
  )
}
