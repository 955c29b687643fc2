import { litImplementation } from '../../core/element/lit-implementation.ts'
import { mobileInfoBarView } from './mobile-info-bar-view.ts'
import { mobileInfoBarBlockSchema } from './schema.ts'
import { mobileInfoBarStyles } from './styles.ts'

export default litImplementation({ schema: mobileInfoBarBlockSchema, view: mobileInfoBarView, styles: mobileInfoBarStyles })
