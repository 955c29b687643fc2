import { parseHTML } from 'linkedom'
import { renderToString } from 'react-dom/server'
import { summarizeIssues } from '../core/element/config-issues.ts'
import { ElementHost } from '../core/element/element-host.ts'
import type { AttributeTypes } from '../core/element/attribute-values.ts'
import { elementContent, type LightDomAttribute, type ReactElementImplementation } from '../core/element/react-implementation.tsx'
import { SERVER_BLOCKS } from '../elements/server.ts'

/** Any block (`any`: each component takes its own config type, to which no wider one is assignable). */
interface AnyBlock {
  attributes: AttributeTypes
  implementation: ReactElementImplementation<any, any>
}

export type BlockTag = keyof typeof SERVER_BLOCKS

export const isBlockTag = (tag: string): tag is BlockTag => Object.hasOwn(SERVER_BLOCKS, tag)

/** `lightDom`: the attributes to set or remove on the block's own children (see `serverLightDom`). */
export type BlockRender = { ok: true; markup: string; lightDom: LightDomAttribute[] } | { ok: false; error: string }

const ignore = () => {}

/**
 * One block's server render, from its source HTML (`<ss-…>` and its light DOM): the configuration read as the
 * element reads it (attributes and block JSON, the same schema), the component drawn with `react-dom/server` into
 * the same tree the browser draws, so that it hydrates. The element the component sees is the parsed light DOM.
 */
export function renderBlock(tag: BlockTag, source: string, contextScript: string): BlockRender {
  const { document } = parseHTML(`<!doctype html><html><head>${contextScript}</head><body>${source}</body></html>`)
  const element = document.body.firstElementChild as unknown as HTMLElement
  const { attributes, implementation }: AnyBlock = SERVER_BLOCKS[tag]
  let resolved: ReturnType<AnyBlock['implementation']['resolve']>
  try {
    resolved = implementation.resolve(element, attributes)
  } catch (error) {
    return { ok: false, error: `reading its configuration: ${(error as Error).message}` }
  }
  if (!resolved.ok) return { ok: false, error: summarizeIssues(resolved.issues) }
  try {
    const content = elementContent(implementation.definition.component, { ...resolved, version: 1 }, new ElementHost(element), {
      onRenderError: ignore,
      onDrawn: ignore,
    })
    const lightDom = implementation.definition.serverLightDom?.(element, resolved.config) ?? []
    return { ok: true, markup: renderToString(content), lightDom }
  } catch (error) {
    return { ok: false, error: `render: ${(error as Error).message}` }
  }
}
