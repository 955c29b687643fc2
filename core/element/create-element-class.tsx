import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'
import type { $ZodType, output } from 'zod/v4/core'
import { attributeNamesFor } from './attribute-names.ts'
import { BLOCK_JSON_ATTRIBUTE, parseAttribute, resolveBlockConfig } from './block-config.ts'
import type { AttributeTypes, ConfigIssue, ResolvedConfig } from './block-config.ts'
import { ElementHost, type SsErrorDetail } from './element-host.ts'
import { RenderErrorBoundary } from './render-error-boundary.tsx'
import { adoptStyles } from '../dom/adopt-styles.ts'

/** The props every element component receives. */
export interface ElementProps<Config, Methods extends object = object> {
  config: Config
  host: ElementHost<Methods>
}

export interface ElementDefinition<Schema extends $ZodType, Methods extends object> {
  tag: `ss-${string}`
  /** The block JSON, after plain attributes have overridden its top-level keys. */
  schema: Schema
  component: ComponentType<ElementProps<output<Schema>, Methods>>
  /** Top-level keys that a plain attribute may set, and how its text is read. */
  attributes?: AttributeTypes
  styles?: string
}

// r2wc keeps its state under these registered symbols; the subclass takes over its lifecycle through them.
const RENDER: unique symbol = Symbol.for('r2wc.render') as never
const CONNECTED: unique symbol = Symbol.for('r2wc.connected') as never
const CONTEXT: unique symbol = Symbol.for('r2wc.context') as never
const PROPS: unique symbol = Symbol.for('r2wc.props') as never

interface R2wcElement extends HTMLElement {
  [RENDER](): void
  [CONNECTED]: boolean
  [CONTEXT]?: unknown
  [PROPS]: Record<string, unknown>
  connectedCallback(): void
  disconnectedCallback(): void
}

type RenderState<Config> = ResolvedConfig<Config> & { version: number }

interface RootProps<Config, Methods extends object> {
  host?: ElementHost<Methods>
  state?: RenderState<Config>
  onRenderError?: (error: Error) => void
}

/** The public shape of every element class the factory makes; declared so that typings can name it. */
export declare class SsElement<Methods extends object = object> extends HTMLElement {
  static readonly tag: string
  static readonly observedAttributes: string[]
  /** Registers the element. Defining a tag that is already defined does nothing. */
  static define(name?: string, registry?: CustomElementRegistry): void
  /** The link to the rendered component: its methods and the events it fires. */
  protected readonly component: ElementHost<Methods>
  connectedCallback(): void
  disconnectedCallback(): void
  connectedMoveCallback(): void
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void
}

/**
 * Turns a React component and the zod schema of its block JSON into a custom element class, built on
 * `@r2wc/react-to-web-component` with every fix it needs kept here, once.
 */
export function createElementClass<Schema extends $ZodType, Methods extends object = object>(
  definition: ElementDefinition<Schema, Methods>,
): typeof SsElement<Methods> {
  type Config = output<Schema>
  const { tag, schema, component: Content, attributes = {}, styles = '' } = definition
  const observedAttributes = [BLOCK_JSON_ATTRIBUTE, ...Object.keys(attributes).flatMap(attributeNamesFor)]

  function Root({ host, state, onRenderError }: RootProps<Config, Methods>) {
    if (!host || !state?.ok || !onRenderError) return <slot />
    return (
      <RenderErrorBoundary key={state.version} onError={onRenderError}>
        <Content config={state.config} host={host} />
      </RenderErrorBoundary>
    )
  }

  const R2wcBase = r2wc(Root, { shadow: 'open' }) as unknown as new () => R2wcElement

  class ElementClass extends R2wcBase {
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
    #resolved: ResolvedConfig<Config> | undefined
    #version = 0
    #dirty = true
    #updateQueued = false
    #reportedError: string | undefined

    constructor() {
      super()
      // r2wc starts out "connected" and would render a detached element as soon as an attribute changes.
      this[CONNECTED] = false
      adoptStyles(this.shadowRoot!, styles)
      this.#upgradeProperties()
    }

    override connectedCallback(): void {
      this[CONNECTED] = true
      if (!this[CONTEXT] || this.#dirty) this.#update()
    }

    override disconnectedCallback(): void {
      this[CONNECTED] = false
      // Moving an element disconnects and reconnects it in one task: unmount only if it stayed out.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback()
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
        if (this.#dirty && this[CONNECTED]) this.#update()
      })
    }

    #update(): void {
      this.#dirty = false
      const resolved = resolveBlockConfig(this, schema, attributes)
      this.#resolved = resolved
      if (resolved.ok) this.#clearError()
      else this.#reportError(resolved.issues)
      const state: RenderState<Config> = { ...resolved, version: ++this.#version }
      Object.assign(this[PROPS], { host: this.component, state, onRenderError: this.#onRenderError })
      this[RENDER]()
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
      for (const [key, type] of Object.entries(attributes)) {
        const names = attributeNamesFor(key)
        Object.defineProperty(this.prototype, key, {
          configurable: true,
          enumerable: true,
          get(this: ElementClass) {
            if (this.#resolved?.ok) return (this.#resolved.config as Record<string, unknown>)[key]
            const name = names.find((candidate) => this.hasAttribute(candidate))
            return name === undefined ? undefined : parseAttribute(this.getAttribute(name) ?? '', type)
          },
          set(this: ElementClass, value: unknown) {
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

  return ElementClass as unknown as typeof SsElement<Methods>
}

/** Whether the block JSON switches `key` on, so that only an explicit `="false"` can switch it off. */
function blockJsonEnables(element: Element, key: string): boolean {
  try {
    return JSON.parse(element.getAttribute(BLOCK_JSON_ATTRIBUTE) ?? '{}')?.[key] === true
  } catch {
    return false
  }
}
