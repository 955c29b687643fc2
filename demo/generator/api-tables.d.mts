// Types for api-tables.mjs, which the Node scripts import as plain JavaScript and the unit tests as typed.
import type { HtmlFragment } from './html.mjs'
import type { ElementDoc } from './manifest.mjs'
export function apiTables(element: ElementDoc): HtmlFragment[]
