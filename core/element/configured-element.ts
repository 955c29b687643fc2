import type { $ZodType, output } from 'zod/v4/core'
import { adoptStyles } from '../dom/adopt-styles.ts'
import { attributeNamesFor } from './attribute-names.ts'
import { parseAttribute, type AttributeType, type AttributeTypes } from './attribute-values.ts'
import { BLOCK_JSON_ATTRIBUTE, resolveBlockConfig } from './block-config.ts'
import type { BlockJsonMessages, ConfigIssue, ResolvedConfig } from './block-config.ts'
import { ElementHost, type SsErrorDetail } from './element-host.ts'

/** What an element is configured by, whatever renders it. */
export interface ConfiguredElementDefinition<Schema extends $ZodType> {
  tag: `ss-${string}`
  /** The block JSON, after plain attributes have overridden its top-level keys. */
  schema: Schema
  /** Top-level keys that a plain attribute may set, and how its text is read. */
  attributes?: AttributeTypes
  styles?: string
  /** The element's own sentences for block JSON that does not parse or is not an object. */
  blockJsonMessages?: BlockJsonMessages
}

/** The configuration to render: valid, or not (then only the light DOM shows). `version` counts updates. */
export type RenderState<Config> = ResolvedConfig<Config> & { version: number }

/** Draws an element's shadow root: mounting on the first `render`, tearing down on `unmount`. */
export interface ElementRenderer<Config> {
  readonly mounted: boolean
  render(state: RenderState<Config>): void
  unmount(): void
}

export type RendererFactory<Config, Methods extends object> = (
  element: HTMLElement,
  host: ElementHost<Methods>,
  onRenderError: (error: Error) => void,
) => ElementRenderer<Config>

/** The public shape of every element class; declared so that typings can name it. */
export declare class SsElement<Methods extends object = object> extends HTMLElement {
  static readonly tag: string
  static readonly observedAttributes: string[]
  /** Registers the element. Defining a tag that is already defined does nothing. */
  static define(name?: string, registry?: CustomElementRegistry): void
  /** The link to the rendered view: its methods and the events it fires. */
  protected readonly component: ElementHost<Methods>
  connectedCallback(): void
  disconnectedCallback(): void
  connectedMoveCallback(): void
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void
}

/**
 * Everything an `ss-*` element does around its rendering, kept once for every renderer: the block JSON and
 * its overriding attributes read through the zod schema, the error path of CONTRACT.md, reflected properties
 * (also when set before definition), no rendering while detached, an unmount deferred so that a move keeps
 * state, styles through `adoptedStyleSheets`, and an idempotent `define()`.
 */
export function configuredElement<Schema extends $ZodType, Methods extends object>(
  Base: new () => HTMLElement,
  definition: ConfiguredElementDefinition<Schema>,
  createRenderer: RendererFactory<output<Schema>, Methods>,
): typeof SsElement<Methods> {
  type Config = output<Schema>
  const { tag, schema, attributes = {}, styles = '', blockJsonMessages } = definition
  const observedAttributes = [BLOCK_JSON_ATTRIBUTE, ...Object.keys(attributes).flatMap(attributeNamesFor)]

  class ConfiguredElement extends Base {
    static readonly tag = tag

    static get observedAttributes(): string[] {
      return observedAttributes
    }

    static define(name: string = tag, registry: CustomElementRegistry = customElements): void {
      const existing = registry.get(name)
      if (existing) {
        if (existing !== this) console.debug(`ss-elements: <${name}> is already defined; keeping the first definition.`)
        return
      }
      // A constructor can back only one tag, so a second name gets a subclass of its own.
      const definedElsewhere = registry.getName?.(this) != null
      registry.define(name, definedElsewhere ? class extends this {} : this)
    }

    protected readonly component = new ElementHost<Methods>(this)
    readonly #renderer: ElementRenderer<Config>
    #resolved: ResolvedConfig<Config> | undefined
    #version = 0
    #connected = false
    #dirty = true
    #updateQueued = false
    #reportedError: string | undefined

    constructor() {
      super()
      adoptStyles(this.shadowRoot ?? this.attachShadow({ mode: 'open' }), styles)
      this.#renderer = createRenderer(this, this.component, this.#onRenderError)
      this.#upgradeProperties()
    }

    connectedCallback(): void {
      this.#connected = true
      if (!this.#renderer.mounted || this.#dirty) this.#update()
    }

    disconnectedCallback(): void {
      this.#connected = false
      // Moving an element disconnects and reconnects it in one task: unmount only if it stayed out.
      queueMicrotask(() => {
        if (!this.isConnected) this.#renderer.unmount()
      })
    }

    /** `parent.moveBefore()` keeps the element connected, and so its state. */
    connectedMoveCallback(): void {}

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue) return
      this.#dirty = true
      if (this.#updateQueued) return
      this.#updateQueued = true
      queueMicrotask(() => {
        this.#updateQueued = false
        if (this.#dirty && this.#connected) this.#update()
      })
    }

    #update(): void {
      this.#dirty = false
      const resolved = resolveBlockConfig(this, schema, attributes, blockJsonMessages)
      this.#resolved = resolved
      if (resolved.ok) this.#clearError()
      else this.#reportError(resolved.issues)
      this.#renderer.render({ ...resolved, version: ++this.#version })
    }

    #onRenderError = (error: Error): void => {
      this.#reportError([{ attribute: BLOCK_JSON_ATTRIBUTE, path: '(render)', message: error.message }])
    }

    #reportError(issues: ConfigIssue[]): void {
      const summary = issues.map((issue) => `${issue.attribute} at ${issue.path}: ${issue.message}`).join('; ')
      if (summary === this.#reportedError) return
      this.#reportedError = summary
      console.error(`ss-elements: <${tag}> ${summary}`)
      this.setAttribute('data-ss-error', summary)
      const [first] = issues as [ConfigIssue]
      this.component.emit<SsErrorDetail>('ss-error', { tag, ...first })
    }

    #clearError(): void {
      if (this.#reportedError === undefined) return
      this.#reportedError = undefined
      this.removeAttribute('data-ss-error')
    }

    /** A value set on the element before its class was defined would hide the accessor below. */
    #upgradeProperties(): void {
      for (const key of Object.keys(attributes)) {
        if (!Object.hasOwn(this, key)) continue
        const value = (this as Record<string, unknown>)[key]
        delete (this as Record<string, unknown>)[key]
        ;(this as Record<string, unknown>)[key] = value
      }
    }

    static {
      for (const [key, type] of Object.entries(attributes) as Array<[string, AttributeType]>) {
        const names = attributeNamesFor(key)
        Object.defineProperty(this.prototype, key, {
          configurable: true,
          enumerable: true,
          get(this: ConfiguredElement) {
            if (this.#resolved?.ok) return (this.#resolved.config as Record<string, unknown>)[key]
            const name = names.find((candidate) => this.hasAttribute(candidate))
            return name === undefined ? undefined : parseAttribute(this.getAttribute(name) ?? '', type)
          },
          set(this: ConfiguredElement, value: unknown) {
            const [attribute] = names as [string]
            for (const name of names.slice(1)) this.removeAttribute(name)
            if (value === null || value === undefined) this.removeAttribute(attribute)
            else if (type !== 'boolean') this.setAttribute(attribute, String(value))
            else if (value) this.setAttribute(attribute, '')
            else if (blockJsonEnables(this, key)) this.setAttribute(attribute, 'false')
            else this.removeAttribute(attribute)
          },
        })
      }
    }
  }

  return ConfiguredElement as unknown as typeof SsElement<Methods>
}

/** Whether the block JSON switches `key` on, so that only an explicit `="false"` can switch it off. */
function blockJsonEnables(element: Element, key: string): boolean {
  try {
    return JSON.parse(element.getAttribute(BLOCK_JSON_ATTRIBUTE) ?? '{}')?.[key] === true
  } catch {
    return false
  }
}
