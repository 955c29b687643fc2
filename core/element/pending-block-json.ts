/**
 * A top-level key of an element's block JSON, read while its code loads, for pending styles to size the box the
 * element will draw: without zod, and undefined where the JSON does not parse (the element reports that itself
 * once it has loaded).
 */
export function pendingBlockJsonKey(element: Element, key: string): unknown {
  try {
    const json: unknown = JSON.parse(element.getAttribute('data-block-json') ?? '{}')
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}
