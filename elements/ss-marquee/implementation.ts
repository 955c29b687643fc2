import { litImplementation } from '../../core/element/lit-implementation.ts'
import { marqueeView } from './marquee-view.ts'
import { marqueeBlockSchema } from './schema.ts'
import { marqueeStyles } from './styles.ts'

export default litImplementation({ schema: marqueeBlockSchema, view: marqueeView, styles: marqueeStyles })
