import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import { SsGallery } from './element.ts'
import type { GalleryClickThroughDetail, GalleryLightboxOpenDetail, GallerySlideChangeDetail } from './schema/gallery-api.ts'

SsGallery.define()

export { SsGallery }
export type { GalleryClickThroughDetail, GalleryLightboxOpenDetail, GallerySlideChangeDetail }

interface GalleryEventMap {
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

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-gallery': SsElementJsxProps<
        SsGallery,
        {
          design?: string
          transition?: string
          loop?: boolean
          lightbox?: boolean
          'lightbox-theme'?: 'light' | 'dark'
          autoplay?: boolean
          history?: boolean
          'linked-to'?: string
          'click-behavior'?: 'next' | 'previous' | 'halves'
          'slides-per-row'?: number
          'active-alignment'?: string
        },
        GalleryEventMap
      >
    }
  }
}
