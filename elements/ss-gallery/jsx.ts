import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { galleryAttributes } from './attributes.ts'
import type { SsGallery } from './element.ts'
import type { GalleryEventMap } from './index.ts'
import type { GalleryConfig } from './schema/block-schema.ts'

/** `<ss-gallery>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-gallery': SsElementJsxProps<SsGallery, GalleryConfig, typeof galleryAttributes, GalleryEventMap>
    }
  }
}
