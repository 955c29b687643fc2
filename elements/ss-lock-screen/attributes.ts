import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { LockScreenConfig } from './schema.ts'

/** The plain attributes of `<ss-lock-screen>`: each sets the block JSON key of the same name. */
export const lockScreenAttributes = {
  /** `locked`: the page asks for its password; `members`: the page is for site members only. */
  kind: 'string',
  /** The path of the page the password unlocks; the current page's path when not set. */
  path: 'string',
} as const satisfies AttributeTypes<LockScreenConfig>
