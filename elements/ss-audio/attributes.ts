import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { AudioConfig } from './schema.ts'

/** `<ss-audio>` has no plain attributes: its `<audio>` child carries the source, title and preload. */
export const audioAttributes = {} as const satisfies AttributeTypes<AudioConfig>
