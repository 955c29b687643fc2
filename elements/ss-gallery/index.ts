import { SsGallery } from './element.ts'
import * as implementation from './implementation.ts'
import type { GalleryClickThroughDetail, GalleryLightboxOpenDetail, GallerySlideChangeDetail } from './schema/gallery-api.ts'

SsGallery.provide(implementation)
SsGallery.define()

export { SsGallery }
export type { GalleryClickThroughDetail, GalleryLightboxOpenDetail, GallerySlideChangeDetail }

export interface GalleryEventMap {
  'ss-slide-change': CustomEvent<GallerySlideChangeDetail>
  'ss-reached-beginning': CustomEvent<void>
  'ss-reached-end': CustomEvent<void>
  'ss-lightbox-open': CustomEvent<GalleryLightboxOpenDetail>
  'ss-lightbox-close': CustomEvent<void>
  'ss-click-through': CustomEvent<GalleryClickThroughDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-gallery': SsGallery
  }
  interface GlobalEventHandlersEventMap extends GalleryEventMap {}
}
