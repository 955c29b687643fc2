import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { LockScreenConfig } from './schema.ts'

/** The plain attributes of `<ss-lock-screen>`: each sets the block JSON key of the same name. */
export const lockScreenAttributes = {
  /** `locked`: the page asks for its password; `members`: the page is for site members only. */
  kind: 'string',
  /** The path of the page the password unlocks; the current page's path when not set. */
  path: 'string',
  /** The label's heading level, 1 to 6: 1 when the lock screen is the page, deeper inside a page of headings. */
  headingLevel: 'number',
} as const satisfies AttributeTypes<LockScreenConfig>
