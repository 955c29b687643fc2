import { useLayoutEffect, type CSSProperties } from 'react'
import { pageContext } from '../../core/context/page-context.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import { useServerRendered } from '../../core/element/use-server-rendered.ts'
import { parseFocalPoint } from '../../core/images/image-fit.ts'
import { ImageLoader } from '../../core/images/image-loader.ts'
import { parseDimensions } from '../../core/images/image-sizes.ts'
import { openPin, PIN_BUTTON_LABEL, pinButtonsShown } from '../../core/share/pin-button.ts'
import { blockImage, ownAspectRatio, PLACING_BOX_CLASS } from './image-box.ts'
import type { ImageConfig } from './schema.ts'
import { useNarrowClass } from './use-image-box.ts'
import { BEFORE_SCRIPT_CLASS, imageBeforeScript } from './before-script.ts'

let blocksLoader: ImageLoader | undefined

/** One loader for every image block, made on first use in the browser: its observers watch them all. */
const imageBlocksLoader = () => (blocksLoader ??= new ImageLoader())

/**
 * The image block. The block is its light-DOM `<img>`, which the page's image loader fills (the width its box
 * needs, cropped to its focal point, lazily): the component draws the slot around it, and the pin button when
 * the site shows one.
 */
export function Image({ config, host }: ElementProps<ImageConfig>) {
  const element = host.element
  const image = useLightDom(element, blockImage)
  const { cropMode, fitAlignment, sizeFormat, eager, sizeAdjustment, stretch, useAdvancedPositioning, fixedRatio } = config
  useNarrowClass(element)
  const beforeScript = useServerRendered() ? imageBeforeScript(element, config) : undefined

  useLayoutEffect(() => {
    if (!image) return
    imageBlocksLoader().track(image, {
      source: image.dataset.src ?? image.getAttribute('src') ?? '',
      dimensions: parseDimensions(image.dataset.imageDimensions),
      focalPoint: parseFocalPoint(image.dataset.imageFocalPoint),
      cropMode,
      fitAlignment,
      sizeFormat,
      sizeAdjustment,
      stretch,
      useAdvancedPositioning,
      fixedRatio,
      load: eager || 'viewport',
    })
  }, [image, cropMode, fitAlignment, sizeFormat, eager, sizeAdjustment, stretch, useAdvancedPositioning, fixedRatio])

  // Apart from the settings above, so that a new setting never makes the loader forget what it has loaded.
  useLayoutEffect(() => {
    if (image) return () => imageBlocksLoader().untrack(image)
  }, [image])

  return (
    <>
      {beforeScript && <img className={BEFORE_SCRIPT_CLASS} src={beforeScript.src} style={beforeScript.style} alt="" loading={eager ? 'eager' : 'lazy'} />}
      {/* The image's own aspect ratio (`data-image-dimensions`) holds its box, the slotted image inheriting it. */}
      <slot
        part="base"
        className={useAdvancedPositioning ? undefined : PLACING_BOX_CLASS}
        style={ownAspectRatio(element) as CSSProperties}
      />
      {pinButtonsShown(pageContext(element.ownerDocument)) && (
        <button type="button" part="pin-button" onClick={() => openPin(blockImage(element))}>
          {PIN_BUTTON_LABEL}
        </button>
      )}
    </>
  )
}
