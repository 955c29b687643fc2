// Types for schema-keys.mjs, which the unit tests import as typed.
export function literalText(value: unknown): string
export function schemaKeys(schema: unknown): Map<string, { types: string[] | undefined; default: unknown }>
export function attributeTypeText(declared: string, accepted: string[] | undefined): string
