import { html, nothing } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { parseFocalPoint } from '../../core/images/image-fit.ts'
import { ImageLoader } from '../../core/images/image-loader.ts'
import { parseDimensions } from '../../core/images/image-sizes.ts'
import { openPin, PIN_BUTTON_LABEL, pinButtonsShown } from '../../core/share/pin-button.ts'
import { blockImage, NARROW_BELOW_PX, NARROW_CLASS, ownAspectRatio } from './image-box.ts'
import type { ImageConfig } from './schema.ts'

let blocksLoader: ImageLoader | undefined

/**
 * The image block's view. The block is its light-DOM `<img>`, which the page's image loader fills (the width
 * its box needs, cropped to its focal point, lazily): lit-html only draws the slot around it, so that an
 * image block loads no React. The block gets the `narrow` class while it is narrower than 415 px.
 */
export function imageView(host: ElementHost<object>): LitView<ImageConfig> {
  const element = host.element
  // One loader for every image block: its observers watch them all.
  const loader = (blocksLoader ??= new ImageLoader())
  let tracked: HTMLImageElement | null = null
  const widthObserver = new ResizeObserver(([entry]) => {
    if (entry) element.classList.toggle(NARROW_CLASS, entry.contentRect.width < NARROW_BELOW_PX)
  })
  widthObserver.observe(element)
  const ownRatio = ownAspectRatio(element)
  for (const [name, value] of Object.entries(ownRatio)) element.style.setProperty(name, value)
  return {
    render(config) {
      const image = blockImage(element)
      if (tracked && tracked !== image) loader.untrack(tracked)
      tracked = image
      if (image) {
        loader.track(image, {
          source: image.dataset.src ?? image.getAttribute('src') ?? '',
          dimensions: parseDimensions(image.dataset.imageDimensions),
          focalPoint: parseFocalPoint(image.dataset.imageFocalPoint),
          cropMode: config.cropMode,
          fitAlignment: config.fitAlignment,
          sizeFormat: config.sizeFormat,
          load: config.eager || 'viewport',
        })
      }
      return html`<slot part="base"></slot>${pinButtonsShown()
          ? html`<button type="button" part="pin-button" @click=${() => openPin(blockImage(element))}>${PIN_BUTTON_LABEL}</button>`
          : nothing}`
    },
    disconnect() {
      if (tracked) loader.untrack(tracked)
      widthObserver.disconnect()
      element.classList.remove(NARROW_CLASS)
      for (const name of Object.keys(ownRatio)) element.style.removeProperty(name)
    },
  }
}
