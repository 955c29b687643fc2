// An analyzer plugin that writes each element's plain attributes into custom-elements.json from the one place
// they are declared, `elements/<tag>/attributes.ts`, enriched from the block JSON's zod schema.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { importedAttributeDeclaration, readAttributeDeclaration } from './attribute-declaration.mjs'
import { customElements } from './custom-elements.mjs'
import { loadTypeScriptModules } from './load-typescript.mjs'
import { attributeTypeText, literalText, schemaKeys } from './schema-keys.mjs'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const ATTRIBUTE_NAMES_MODULE = resolve(repoRoot, 'core/element/attribute-names.ts')

/**
 * For every key an element declares: an attribute (kebab-case name as the element reads it, the key as
 * `fieldName`, the JSDoc sentence, the type, the default) and the public property of the same key. They
 * replace what the JSDoc header or the class may say about the same names; `data-block-json` stays as the
 * header documents it.
 */
export function attributesFromDeclarations() {
  return {
    name: 'ss-attributes-from-declarations',
    packageLinkPhase({ customElementsManifest }) {
      const elements = customElements(customElementsManifest)
        .map(({ module, declaration }) => ({ declaration, source: importedAttributeDeclaration(resolve(repoRoot, module.path)) }))
        .filter(({ source }) => source !== undefined)
        .map(({ declaration, source }) => ({ declaration, ...readAttributeDeclaration(source) }))
      const configModules = [...new Set(elements.map(({ configModule }) => configModule))]
      const [{ kebabCase }, ...schemaModules] = loadTypeScriptModules([ATTRIBUTE_NAMES_MODULE, ...configModules])
      const keysByModule = new Map(configModules.map((path, i) => [path, schemaKeys(blockSchemaOf(path, schemaModules[i]))]))

      for (const { declaration, attributes, configModule } of elements) {
        const keys = keysByModule.get(configModule)
        const documented = attributes.map((attribute) => attributeDoc(declaration.tagName, attribute, keys.get(attribute.key), kebabCase))
        const names = new Set(documented.map(({ name }) => name))
        const fields = new Set(documented.map(({ fieldName }) => fieldName))
        declaration.attributes = [...(declaration.attributes ?? []).filter(({ name }) => !names.has(name)), ...documented]
        declaration.members = [
          ...documented.map(({ name, fieldName, ...field }) => ({ kind: 'field', name: fieldName, ...field, attribute: name })),
          ...(declaration.members ?? []).filter((member) => !(member.kind === 'field' && fields.has(member.name))),
        ]
      }
    },
  }
}

/** A declared key as the manifest documents its attribute; `schema` is what the block schema says of the key. */
function attributeDoc(tag, { key, type, description }, schema, kebabCase) {
  let typeText
  try {
    typeText = attributeTypeText(type, schema?.types)
  } catch (error) {
    throw new Error(`<${tag}> \`${key}\`: ${error.message}`)
  }
  const defaultText = schema?.default === undefined ? {} : { default: literalText(schema.default) }
  return { name: kebabCase(key), fieldName: key, description, type: { text: typeText }, ...defaultText }
}

/** The block JSON's schema: the one zod schema its module exports. */
function blockSchemaOf(path, exports) {
  const schemas = Object.values(exports).filter((value) => typeof value === 'object' && value !== null && '_zod' in value)
  if (schemas.length !== 1) throw new Error(`${path}: exports ${schemas.length} zod schemas; expected the block JSON's only`)
  return schemas[0]
}
