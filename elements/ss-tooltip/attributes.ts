import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { TooltipConfig } from './schema.ts'

/** The plain attributes of `<ss-tooltip>`: each sets the block JSON key of the same name. */
export const tooltipAttributes = {
  /** The tooltip's text (plain text; markup shows as written). Empty: no tooltip. */
  content: 'string',
} as const satisfies AttributeTypes<TooltipConfig>
