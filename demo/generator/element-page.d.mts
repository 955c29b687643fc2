// Types for element-page.mjs, which the Node scripts import as plain JavaScript and the tests as typed.
import type { DemoExample } from './examples.mjs'
import type { HtmlFragment } from './html.mjs'
import type { ElementDoc } from './manifest.mjs'
export function elementPageContent(element: ElementDoc, examples: DemoExample[]): HtmlFragment
