import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Image } from './Image.tsx'
import { imageBlockSchema } from './schema.ts'
import { imageStyles } from './styles.ts'

export default reactImplementation({ schema: imageBlockSchema, component: Image, styles: imageStyles })
