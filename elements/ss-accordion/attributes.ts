import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { AccordionConfig } from './schema.ts'

/**
 * The accordion's plain attributes: each sets the block JSON's top-level key of the same name, read as its type
 * says. The element's typed properties, its JSX props, `custom-elements.json` and the README table are
 * derived from this one declaration.
 */
export const accordionAttributes = {
  /** Lets several items be open at once; opening one otherwise closes the others. */
  multiple: 'boolean',
  /** Opens the first item on load when the markup opens none. */
  expandFirst: 'boolean',
  /** The level (2 to 6) of the heading made around each item's button; a heading the author wrote in the summary is kept as it is. */
  headingLevel: 'number',
} as const satisfies AttributeTypes<AccordionConfig>
