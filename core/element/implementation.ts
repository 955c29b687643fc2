import type { $ZodType, output } from 'zod/v4/core'
import { resolveBlockConfig, type BlockJsonMessages, type ResolvedConfig } from './block-config.ts'
import type { AttributeTypes } from './attribute-values.ts'
import type { ElementHost } from './element-host.ts'

/** The configuration to render: valid, or not (then only the light DOM shows). `version` counts updates. */
export type RenderState<Config> = ResolvedConfig<Config> & { version: number }

/** Draws an element's shadow root: mounting on the first `render`, tearing down on `unmount`. */
export interface ElementRenderer<Config> {
  readonly mounted: boolean
  render(state: RenderState<Config>): void
  unmount(): void
}

/** What a renderer tells the element about its drawing. */
export interface RendererCallbacks {
  /** The component threw while drawing: the element reports it as bad configuration. */
  onRenderError(error: Error): void
  /** The first drawing is on the page: the element leaves its pending state. */
  onDrawn(): void
}

/**
 * What an element loads on first use: how its configuration is read and validated (zod), its styles, and
 * how it is drawn (React or lit-html). The element class itself holds none of this, so that defining it
 * costs a page almost nothing.
 */
export interface ElementImplementation<Config, Methods extends object> {
  readonly styles: string
  resolve(element: Element, attributes: AttributeTypes): ResolvedConfig<Config>
  createRenderer(element: HTMLElement, host: ElementHost<Methods>, callbacks: RendererCallbacks): ElementRenderer<Config>
}

/** What every implementation is made from, whatever draws it. */
export interface ImplementationDefinition<Schema extends $ZodType> {
  /** The block JSON, after plain attributes have overridden its top-level keys. */
  schema: Schema
  styles?: string
  /** The element's own sentences for block JSON that does not parse or is not an object. */
  blockJsonMessages?: BlockJsonMessages
  /** Top-level keys whose bad value is reported as bad configuration, then replaced by the schema's default. */
  defaultsOnError?: readonly string[]
}

/** The configuration half of an implementation: read through the zod schema, never throwing. */
export function configurationReader<Schema extends $ZodType>({ schema, blockJsonMessages, defaultsOnError }: ImplementationDefinition<Schema>) {
  return (element: Element, attributes: AttributeTypes): ResolvedConfig<output<Schema>> =>
    resolveBlockConfig(element, schema, attributes, blockJsonMessages, defaultsOnError)
}
