import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { AudioConfig } from './schema.ts'

/** The plain attributes of `<ss-audio>`: each sets the block JSON key of the same name. */
export const audioAttributes = {
  /** The text the audio shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<AudioConfig>
