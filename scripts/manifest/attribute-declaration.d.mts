// Types for attribute-declaration.mjs, which the unit tests import as typed.
export interface AttributeDeclarationSource {
  path: string
  exportName: string
}
export function importedAttributeDeclaration(elementPath: string): AttributeDeclarationSource | undefined
export function readAttributeDeclaration(source: AttributeDeclarationSource): {
  attributes: Array<{ key: string; type: string; description: string }>
  configModule: string
}
