import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { LockScreenConfig } from './schema.ts'

/** The plain attributes of `<ss-lock-screen>`: each sets the block JSON key of the same name. */
export const lockScreenAttributes = {
  /** The text the lock screen shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<LockScreenConfig>
