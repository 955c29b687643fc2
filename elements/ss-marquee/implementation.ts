import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Marquee } from './Marquee.tsx'
import { marqueeBlockSchema } from './schema.ts'
import { marqueeStyles } from './styles.ts'

export default reactImplementation({ schema: marqueeBlockSchema, component: Marquee, styles: marqueeStyles })
