import { litImplementation } from '../../core/element/lit-implementation.ts'
import { imageView } from './image-view.ts'
import { imageBlockSchema } from './schema.ts'
import { imageStyles } from './styles.ts'

export default litImplementation({ schema: imageBlockSchema, view: imageView, styles: imageStyles })
