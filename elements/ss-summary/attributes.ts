import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { SummaryConfig } from './schema.ts'

/** The plain attributes of `<ss-summary>`: each sets the block JSON key of the same name. */
export const summaryAttributes = {
  /** The id of the events collection the block summarises. */
  collectionId: 'string',
} as const satisfies AttributeTypes<SummaryConfig>
