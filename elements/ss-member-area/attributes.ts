import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { MemberAreaConfig } from './schema.ts'

/** The plain attributes of `<ss-member-area>`: each sets the block JSON key of the same name. */
export const memberAreaAttributes = {
  /** What a visitor who is not a logged-in member reads in place of the content. */
  lockedText: 'string',
  /** The site's member login page: when set, the locked text is followed by a link to it. */
  loginUrl: 'string',
  /** The text of the link to the login page. */
  loginText: 'string',
} as const satisfies AttributeTypes<MemberAreaConfig>
