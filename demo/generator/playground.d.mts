// Types for playground.mjs, which the Node scripts import as plain JavaScript and the unit tests as typed.
import type { HtmlFragment } from './html.mjs'
import type { ElementDoc } from './manifest.mjs'
export interface AttributeControl {
  kind: 'boolean' | 'select' | 'number' | 'text' | 'json'
  options?: string[]
  defaultValue?: boolean | string
}
export function controlOf(attribute: { name: string; type: string; default?: string }): AttributeControl
export function playgroundPanel(element: ElementDoc, exampleId: string, snippetId: string): HtmlFragment
