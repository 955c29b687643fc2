import type { $ZodType, output } from 'zod/v4/core'
import { formatPath, validate } from '../validation/validate.ts'
import { attributeNamesFor, BLOCK_JSON_ATTRIBUTE } from './attribute-names.ts'
import { parseAttribute, type AttributeTypes } from './attribute-values.ts'

export { BLOCK_JSON_ATTRIBUTE }

export interface ConfigIssue {
  /** The attribute the bad value came from: `data-block-json` or an overriding attribute. */
  attribute: string
  /** Where in the block JSON, e.g. `fields[2].type`; `(root)` for the whole object. */
  path: string
  message: string
}

/**
 * Sentences an element puts before a block-JSON problem (the gallery's "Error decoding gallery block data."),
 * for JSON that does not parse and for JSON that is not an object.
 */
export interface BlockJsonMessages {
  undecodable?: string
  notAnObject?: string
}

export type ResolvedConfig<Config> =
  /** `issues`: values of `defaultsOnError` keys that were bad, reported while the defaults stand in for them. */
  | { ok: true; config: Config; issues?: ConfigIssue[] }
  | { ok: false; issues: ConfigIssue[] }

/**
 * Reads `data-block-json`, lets plain attributes override its top-level keys, and validates the result.
 * Never throws: every problem comes back as an issue naming its attribute and JSON path. When every problem is
 * in one of the `defaultsOnError` top-level keys, those keys take their schema defaults and the configuration
 * is usable, its issues still reported.
 */
export function resolveBlockConfig<Schema extends $ZodType>(
  element: Element,
  schema: Schema,
  attributeTypes: AttributeTypes,
  messages: BlockJsonMessages = {},
  defaultsOnError: readonly string[] = [],
): ResolvedConfig<output<Schema>> {
  const blockJson = readBlockJson(element, messages)
  if (!blockJson.ok) return blockJson
  const overrides = readAttributeOverrides(element, attributeTypes)
  const input = { ...blockJson.value, ...overrides.values }
  const result = validate(schema, input)
  if (result.success) return { ok: true, config: result.data }
  const issues = result.error.issues.map((issue) => {
    const topKey = issue.path[0]
    const attribute = typeof topKey === 'string' ? (overrides.sources.get(topKey) ?? BLOCK_JSON_ATTRIBUTE) : BLOCK_JSON_ATTRIBUTE
    return { key: topKey, issue: { attribute, path: formatPath(issue.path), message: issue.message } }
  })
  if (issues.every(({ key }) => typeof key === 'string' && defaultsOnError.includes(key))) {
    const retried = validate(schema, Object.fromEntries(Object.entries(input).filter(([key]) => !defaultsOnError.includes(key))))
    if (retried.success) return { ok: true, config: retried.data, issues: issues.map(({ issue }) => issue) }
  }
  return { ok: false, issues: issues.map(({ issue }) => issue) }
}

type JsonObjectResult = { ok: true; value: Record<string, unknown> } | { ok: false; issues: ConfigIssue[] }

function readBlockJson(element: Element, messages: BlockJsonMessages): JsonObjectResult {
  const text = element.getAttribute(BLOCK_JSON_ATTRIBUTE)
  if (text === null) return { ok: true, value: {} }
  // An empty attribute is configuration that says nothing parseable, not the absence of configuration.
  if (text.trim() === '') return rootIssue(messages.notAnObject, 'Invalid JSON: the attribute is empty')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return rootIssue(messages.undecodable, `Invalid JSON: ${(error as Error).message}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return rootIssue(messages.notAnObject, `Invalid input: expected a JSON object, received ${describeJson(value)}`)
  }
  return { ok: true, value: value as Record<string, unknown> }
}

function rootIssue(sentence: string | undefined, message: string): JsonObjectResult {
  const full = sentence ? `${sentence} ${message}` : message
  return { ok: false, issues: [{ attribute: BLOCK_JSON_ATTRIBUTE, path: '(root)', message: full }] }
}

function describeJson(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'an array' : typeof value
}

function readAttributeOverrides(element: Element, attributeTypes: AttributeTypes) {
  const values: Record<string, unknown> = {}
  const sources = new Map<string, string>()
  for (const [key, type] of Object.entries(attributeTypes)) {
    const name = attributeNamesFor(key).find((candidate) => element.hasAttribute(candidate))
    if (name === undefined || type === undefined) continue
    values[key] = parseAttribute(element.getAttribute(name) ?? '', type)
    sources.set(key, name)
  }
  return { values, sources }
}
