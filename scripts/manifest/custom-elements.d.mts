// Types for custom-elements.mjs, which the unit tests import as typed.
import type { Manifest, ManifestDeclaration } from './analyze.mjs'
export function customElements(manifest: Manifest): Array<{
  module: Manifest['modules'][number]
  declaration: ManifestDeclaration & { tagName: string }
}>
