import { createElementClass } from '../../core/element/create-element-class.ts'
import { imageAttributes } from './attributes.ts'
import { imageBoxStyles, ownAspectRatio } from './image-box.ts'

/**
 * @tag ss-image
 * @summary An image block: its `<img>` loaded at the width its box needs, cropped around its focal point, lazily, with its box sized before it loads.
 *
 * @attr {string} data-block-json - The image block JSON: `{"cropMode": "cover", "fitAlignment": "center", "sizeFormat": "queryString", "eager": false, "sizeAdjustment": 1, "stretch": true, "useAdvancedPositioning": true, "fixedRatio": false}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the image stays as it is in the markup.
 *
 * @slot - The image: `<img data-src data-image-dimensions="1600x900" data-image-focal-point="0.3,0.6" alt>`.
 *
 * @csspart base - The slot that shows the image.
 *
 * @cssprop [--ss-image-aspect-ratio=the image's own, from data-image-dimensions] - The box's aspect ratio, `width / height`; a cover crop keeps the focal point in view.
 */
export class SsImage extends createElementClass({
  tag: 'ss-image',
  attributes: imageAttributes,
  pendingStyles: imageBoxStyles,
  pendingProperties: ownAspectRatio,
  load: () => import('./implementation.ts'),
}) {}
