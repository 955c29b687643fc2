import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { FollowButtons } from './FollowButtons.tsx'
import { followButtonsBlockSchema } from './schema.ts'
import { followButtonsStyles } from './styles.ts'

export default reactImplementation({ schema: followButtonsBlockSchema, component: FollowButtons, styles: followButtonsStyles })
