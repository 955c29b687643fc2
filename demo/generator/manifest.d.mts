// Types for manifest.mjs, which the Node scripts import as plain JavaScript and the unit tests as typed.
interface Described {
  description: string
}
export interface ElementDoc {
  tag: string
  summary: string
  description: string
  attributes: Array<Described & { name: string; property: string; type: string; default: string }>
  properties: Array<Described & { name: string; type: string }>
  methods: Array<Described & { signature: string }>
  events: Array<Described & { name: string; detail: string }>
  slots: Array<Described & { name: string }>
  cssParts: Array<Described & { name: string }>
  cssProperties: Array<Described & { name: string; default: string }>
}
export function elementsFromManifest(manifest: { modules: unknown[] }): ElementDoc[]
