import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { formBlockSchema } from '../ss-form/schema.ts'
import { NewsletterForm } from './NewsletterForm.tsx'
import { newsletterStyles } from './styles.ts'

export default reactImplementation({ schema: formBlockSchema, component: NewsletterForm, styles: newsletterStyles })
