import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ScaledTextConfig } from './schema.ts'

/** `<ss-scaled-text>` has no plain attributes: its text and its box decide its size. */
export const scaledTextAttributes = {} as const satisfies AttributeTypes<ScaledTextConfig>
