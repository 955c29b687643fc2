import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { DonationButton } from './DonationButton.tsx'
import { donationButtonBlockSchema } from './schema.ts'
import { donationButtonStyles } from './styles.ts'

export default reactImplementation({ schema: donationButtonBlockSchema, component: DonationButton, styles: donationButtonStyles })
