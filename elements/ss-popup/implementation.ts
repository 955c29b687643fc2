import { litImplementation } from '../../core/element/lit-implementation.ts'
import { popupView } from './popup-view.ts'
import { popupBlockSchema } from './schema.ts'
import { popupStyles } from './styles.ts'

export default litImplementation({
  schema: popupBlockSchema,
  view: popupView,
  styles: popupStyles,
  // A bad position is reported, and the popup still shows, centred.
  defaultsOnError: ['position'],
})
