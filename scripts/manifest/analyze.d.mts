// Types for analyze.mjs, which the unit tests import as typed: the parts of custom-elements.json they read.
export interface ManifestAttribute {
  name: string
  fieldName?: string
  type?: { text: string }
  default?: string
  description?: string
}
export interface ManifestMember {
  kind: 'field' | 'method'
  name: string
  attribute?: string
  type?: { text: string }
}
export interface ManifestDeclaration {
  name: string
  customElement?: boolean
  tagName?: string
  attributes?: ManifestAttribute[]
  members?: ManifestMember[]
}
export interface Manifest {
  modules: Array<{ path: string; declarations?: ManifestDeclaration[] }>
}
export function analyzeManifest(): Promise<Manifest>
