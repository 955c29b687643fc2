import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { MenuConfig } from './schema.ts'

/**
 * The menu's plain attributes: each sets the block JSON's top-level key of the same name, read as its type
 * says. The element's typed properties, its JSX props, `custom-elements.json` and the README table are
 * derived from this one declaration.
 */
export const menuAttributes = {
  /** The accessible name of the row of tabs, read by screen readers when focus enters it. */
  label: 'string',
  /** `manual`: arrow keys move focus and Enter or Space selects; `automatic`: moving focus selects. */
  activation: 'string',
} as const satisfies AttributeTypes<MenuConfig>
