import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Gallery } from './Gallery.tsx'
import { galleryBlockSchema, GALLERY_BLOCK_MESSAGES } from './schema/block-schema.ts'
import { galleryStyles } from './styles/index.ts'

export default reactImplementation({
  schema: galleryBlockSchema,
  component: Gallery,
  styles: galleryStyles,
  blockJsonMessages: GALLERY_BLOCK_MESSAGES,
})
