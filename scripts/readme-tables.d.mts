// Types for readme-tables.mjs, which the unit tests import as typed.
import type { Manifest, ManifestDeclaration } from './manifest/analyze.mjs'
export function attributesTable(declaration: ManifestDeclaration): string
export function readmeTables(manifest: Manifest, root?: string): Array<{ path: string; text: string; expected: string }>
export function writeReadmeTables(root?: string): string[]
