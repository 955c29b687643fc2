// Reads an element's attribute declaration (`elements/<tag>/attributes.ts`) with the TypeScript compiler API,
// without running it: the keys, their types and their JSDoc sentences, and where the block JSON's type is defined.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import ts from 'typescript'

const parse = (path) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
const ATTRIBUTES_MODULE = /(^|\/)attributes(\.ts)?$/

/**
 * The declaration an element module imports from an `attributes.ts` (`import { formAttributes } from
 * '../ss-form/attributes.ts'`), or undefined for an element without plain attributes.
 */
export function importedAttributeDeclaration(elementPath) {
  const imports = parse(elementPath)
    .statements.filter(ts.isImportDeclaration)
    .filter((statement) => ATTRIBUTES_MODULE.test(statement.moduleSpecifier.text))
    .flatMap((statement) => {
      const bindings = statement.importClause?.namedBindings
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements : []
      const path = resolve(dirname(elementPath), statement.moduleSpecifier.text)
      return names.map((name) => ({ path, exportName: (name.propertyName ?? name.name).text }))
    })
  if (imports.length > 1) throw new Error(`${elementPath}: imports ${imports.length} attribute declarations; expected one`)
  return imports[0]
}

/**
 * `export const xAttributes = { ...key: 'type' } as const satisfies AttributeTypes<Config>`: each key with its
 * type and description, and the module that `Config` is imported from (the block JSON's zod schema).
 */
export function readAttributeDeclaration({ path, exportName }) {
  const source = parse(path)
  const variable = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === exportName)
  if (!variable?.initializer) throw new Error(`${path}: no \`const ${exportName}\``)

  let expression = variable.initializer
  let checkedType
  while (ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression) || ts.isParenthesizedExpression(expression)) {
    if (ts.isSatisfiesExpression(expression)) checkedType = expression.type
    expression = expression.expression
  }
  if (!ts.isObjectLiteralExpression(expression)) throw new Error(`${path}: \`${exportName}\` is not an object literal`)

  const attributes = expression.properties.map((property) => {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined
    if (!ts.isPropertyAssignment(property) || key === undefined || !ts.isStringLiteral(property.initializer)) {
      throw new Error(`${path}: \`${property.getText()}\` is not \`key: 'boolean' | 'number' | 'string'\``)
    }
    const description = jsDocText(property)
    if (!description) throw new Error(`${path}: \`${key}\` has no JSDoc sentence`)
    return { key, type: property.initializer.text, description }
  })
  return { attributes, configModule: configModuleOf(source, checkedType) }
}

/** The JSDoc comment above a node, on one line. */
function jsDocText(node) {
  return ts
    .getJSDocCommentsAndTags(node)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** `satisfies AttributeTypes<AccordionConfig>` with `import type { AccordionConfig } from './schema.ts'` → that module. */
function configModuleOf(source, checkedType) {
  const config = checkedType && ts.isTypeReferenceNode(checkedType) ? checkedType.typeArguments?.[0] : undefined
  const configName = config && ts.isTypeReferenceNode(config) && ts.isIdentifier(config.typeName) ? config.typeName.text : undefined
  if (!configName) throw new Error(`${source.fileName}: the declaration must end with \`satisfies AttributeTypes<Config>\``)
  const from = source.statements
    .filter(ts.isImportDeclaration)
    .find((statement) => {
      const bindings = statement.importClause?.namedBindings
      return bindings && ts.isNamedImports(bindings) && bindings.elements.some((element) => element.name.text === configName)
    })
  if (!from) throw new Error(`${source.fileName}: \`${configName}\` must be imported from the block JSON's schema module`)
  return resolve(dirname(source.fileName), from.moduleSpecifier.text)
}
