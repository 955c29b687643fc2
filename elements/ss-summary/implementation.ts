import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { widgetStyles } from '../../core/widgets/widget-styles.ts'
import { summaryBlockSchema } from './schema.ts'
import { Summary } from './Summary.tsx'

export default reactImplementation({ schema: summaryBlockSchema, component: Summary, styles: widgetStyles })
