import { adoptStyles } from '../dom/adopt-styles.ts'
import { attributeNamesFor, BLOCK_JSON_ATTRIBUTE, REACT_OWNED_ATTRIBUTE } from './attribute-names.ts'
import { parseAttribute, type AttributeType, type AttributeTypes } from './attribute-values.ts'
import type { ConfigIssue, ResolvedConfig } from './block-config.ts'
import { reportConfigIssues, summarizeIssues } from './config-issues.ts'
import { ElementHost } from './element-host.ts'
import type { ElementImplementation, ElementRenderer } from './implementation.ts'

/** A module whose default export is an element's implementation: what `import('./implementation.ts')` gives. */
export type ImplementationModule<Config, Methods extends object> = { default: ElementImplementation<Config, Methods> }

/** Everything an element declares up front: small, free of zod and React, so defining it costs almost nothing. */
export interface ElementDeclaration<Config, Methods extends object, Attributes extends AttributeTypes<Config>> {
  tag: `ss-${string}`
  /** Top-level keys of the block JSON that a plain attribute may set, and how its text is read. */
  attributes: Attributes
  /** Imports the implementation (schema, styles, renderer) the first time an element of this kind connects. */
  load: () => Promise<ImplementationModule<Config, Methods>>
  /** CSS for the shadow root while the implementation loads: it then shows the light DOM through a `<slot>`. */
  pendingStyles?: string
  /** Custom properties set on the host while the implementation loads, e.g. a height reserved from the block JSON. */
  pendingProperties?: (element: HTMLElement) => Record<`--${string}`, string>
}

/** The element's configurable keys as typed properties: `el.loop = true`, `el.design = 'grid'`. */
export type AttributeProperties<Config, Attributes> = { -readonly [Key in keyof Attributes & keyof Config]: Config[Key] }

/** The public shape of every element class; declared so that typings can name it. */
export declare class SsElement<Methods extends object = object> extends HTMLElement {
  static readonly tag: string
  static readonly observedAttributes: string[]
  /** Registers the element. Defining a tag that is already defined, or defining it where there is no DOM, does nothing. */
  static define(name?: string, registry?: CustomElementRegistry): void
  /** Loads the element's implementation now rather than when the first element connects. */
  static load(): Promise<void>
  /** The link to the rendered view: its methods and the events it fires. */
  protected readonly component: ElementHost<Methods>
  connectedCallback(): void
  disconnectedCallback(): void
  connectedMoveCallback(): void
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void
}

export type SsElementClass<Config, Methods extends object, Attributes> = {
  new (): SsElement<Methods> & AttributeProperties<Config, Attributes>
  prototype: SsElement<Methods> & AttributeProperties<Config, Attributes>
  /**
   * Hands the class its implementation, imported with it by an element's own entry (`dist/elements/<tag>.js`):
   * elements defined after this draw as they connect, in the same task, with no pending state in between.
   */
  provide(module: ImplementationModule<Config, Methods>): void
} & Omit<typeof SsElement<Methods>, 'prototype'>

const PENDING = 'data-ss-pending'

// Where there is no DOM (a server rendering the page), importing an element must still work: it defines nothing.
const ElementBase: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as typeof HTMLElement)

/**
 * Makes the class of an `ss-*` element from its declaration. Defining it loads nothing: the implementation
 * (zod schema, styles, React or lit-html) is imported when the first element of its kind connects, and until
 * then the light DOM shows. The class holds everything an element does around its
 * rendering, once for every element: the block JSON and its overriding attributes, the error path of the
 * contract, reflected properties (also when set before definition), method calls queued until the view can
 * take them, no rendering while detached, an unmount deferred so that a move keeps state, and an
 * idempotent `define()`.
 */
export function createElementClass<Config, Methods extends object, Attributes extends AttributeTypes<Config>>(
  declaration: ElementDeclaration<Config, Methods, Attributes>,
): SsElementClass<Config, Methods, Attributes> {
  const { tag, attributes, pendingStyles = '', pendingProperties } = declaration
  const reservesItsBox = Boolean(pendingStyles || pendingProperties)
  const attributeEntries = Object.entries(attributes) as Array<[string, AttributeType]>
  const observedAttributes = [BLOCK_JSON_ATTRIBUTE, ...attributeEntries.flatMap(([key]) => attributeNamesFor(key))]
  let implementation: ElementImplementation<Config, Methods> | undefined
  let loading: Promise<ElementImplementation<Config, Methods>> | undefined

  const load = () =>
    (loading ??= declaration.load().then(
      (module) => (implementation = module.default),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))

  class ConfiguredElement extends ElementBase {
    static readonly tag = tag

    static get observedAttributes(): string[] {
      return observedAttributes
    }

    static define(name: string = tag, registry: CustomElementRegistry | undefined = globalThis.customElements): void {
      if (!registry) return
      const existing = registry.get(name)
      if (existing) {
        if (existing !== this) console.debug(`ss-elements: <${name}> is already defined; keeping the first definition.`)
        return
      }
      // A constructor can back only one tag, so a second name gets a subclass of its own.
      const definedElsewhere = registry.getName?.(this) != null
      registry.define(name, definedElsewhere ? class extends this {} : this)
    }

    static async load(): Promise<void> {
      await load()
    }

    static provide(module: ImplementationModule<Config, Methods>): void {
      implementation ??= module.default
      loading ??= Promise.resolve(implementation)
    }

    protected readonly component = new ElementHost<Methods>(this)
    #renderer: ElementRenderer<Config> | undefined
    /** The configuration as the attributes say now; forgotten when one changes, read again when asked for. */
    #resolved: ResolvedConfig<Config> | undefined
    #version = 0
    #connected = false
    /** The one pending flag: the attributes changed since the last render (or nothing was rendered yet). */
    #updatePending = true
    #reportedError: string | undefined
    #pendingPropertyNames: string[] = []
    /** What the element put in its shadow root to show its light DOM while pending: taken out once the view is drawn. */
    #pendingNodes: ChildNode[] = []

    constructor() {
      super()
      this.#upgradeProperties()
    }

    connectedCallback(): void {
      if (this.hasAttribute(REACT_OWNED_ATTRIBUTE)) return
      this.#connected = true
      if (implementation) {
        if (!this.#renderer?.mounted || this.#updatePending) this.#update()
        return
      }
      this.#showPending()
      load().then(
        () => {
          if (this.#connected && !this.#renderer?.mounted) this.#update()
        },
        (error: unknown) => this.#reportError([{ attribute: '(load)', path: '(root)', message: `could not load: ${String(error)}` }]),
      )
    }

    disconnectedCallback(): void {
      this.#connected = false
      // Moving an element disconnects and reconnects it in one task: unmount only if it stayed out.
      queueMicrotask(() => {
        if (!this.isConnected) this.#renderer?.unmount()
      })
    }

    /** `parent.moveBefore()` keeps the element connected, and so its state. */
    connectedMoveCallback(): void {}

    /** Attribute changes within one task are drawn together, in a microtask; while detached, on reconnection. */
    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue) return
      this.#resolved = undefined
      if (this.#updatePending) return
      this.#updatePending = true
      queueMicrotask(() => {
        if (this.#updatePending && this.#connected && implementation) this.#update()
      })
    }

    /**
     * The shadow root. An element without pending styles has none while it loads (below); asked for then, it
     * gets one at once, showing the light DOM through a bare slot, so scripts always find a shadow root.
     */
    override get shadowRoot(): ShadowRoot | null {
      const root = super.shadowRoot
      if (root) return root
      const attached = this.#attachRoot()
      if (this.hasAttribute(PENDING)) this.#appendPendingSlot(attached)
      return attached
    }

    /** The shadow root as it is: the page's declarative one, or one attached now, empty. */
    #attachRoot(): ShadowRoot {
      return super.shadowRoot ?? this.attachShadow({ mode: 'open' })
    }

    /**
     * The light DOM shows through a bare slot, in the space the element's pending styles reserve. An element
     * with none shows its light DOM as it is, with no shadow root until its implementation draws or a script
     * asks for it: the browser then lays the light DOM out once, not once for the pending slot and again for
     * the view (200 accordions: one style and layout pass of the whole page less).
     */
    #showPending(): void {
      const declared = super.shadowRoot
      // A server render (or the slot of an earlier attempt) already shows what the element should meanwhile.
      const showsItsContent = declared !== null && declared.childNodes.length > 0
      if (!showsItsContent && (declared || reservesItsBox)) {
        const root = this.#attachRoot()
        adoptStyles(root, pendingStyles)
        this.#appendPendingSlot(root)
        const properties = Object.entries(pendingProperties?.(this) ?? {})
        for (const [name, value] of properties) this.style.setProperty(name, value)
        this.#pendingPropertyNames = properties.map(([name]) => name)
      }
      this.setAttribute(PENDING, '')
    }

    #appendPendingSlot(root: ShadowRoot): void {
      this.#pendingNodes.push(root.appendChild(document.createElement('slot')))
    }

    /** Once the view's first drawing is in the shadow root, in the same task: nothing is painted in between. */
    #leavePending = (): void => {
      for (const node of this.#pendingNodes.splice(0)) node.remove()
      if (!this.hasAttribute(PENDING)) return
      this.removeAttribute(PENDING)
      for (const name of this.#pendingPropertyNames.splice(0)) this.style.removeProperty(name)
    }

    #update(): void {
      const loaded = implementation!
      this.#updatePending = false
      if (!this.#renderer) {
        // React hydrates a server render in later tasks, yielding to the page: the element is pending until it has.
        if (super.shadowRoot?.hasChildNodes()) this.setAttribute(PENDING, '')
        this.#attachRoot()
        this.#renderer = loaded.createRenderer(this, this.component, { onRenderError: this.#onRenderError, onDrawn: this.#leavePending })
      }
      if (!this.#renderer.mounted) adoptStyles(this.shadowRoot!, loaded.styles)
      const resolved = this.#currentConfig()!
      if (resolved.issues) this.#reportError(resolved.issues)
      else this.#clearError()
      this.#renderer.render({ ...resolved, version: ++this.#version })
    }

    /** The configuration as the attributes say now, even when a change has not been drawn yet; read once per change. */
    #currentConfig(): ResolvedConfig<Config> | undefined {
      if (!this.#resolved && implementation) this.#resolved = implementation.resolve(this, attributes)
      return this.#resolved
    }

    #onRenderError = (error: Error): void => {
      this.#reportError([{ attribute: BLOCK_JSON_ATTRIBUTE, path: '(render)', message: error.message }])
    }

    #reportError(issues: ConfigIssue[]): void {
      const summary = summarizeIssues(issues)
      if (summary === this.#reportedError) return
      this.#reportedError = summary
      reportConfigIssues(this.component, tag, issues, summary)
    }

    #clearError(): void {
      if (this.#reportedError === undefined) return
      this.#reportedError = undefined
      this.removeAttribute('data-ss-error')
    }

    /** A value set on the element before its class was defined would hide the accessor below. */
    #upgradeProperties(): void {
      for (const [key] of attributeEntries) {
        if (!Object.hasOwn(this, key)) continue
        const value = (this as Record<string, unknown>)[key]
        delete (this as Record<string, unknown>)[key]
        ;(this as Record<string, unknown>)[key] = value
      }
    }

    static {
      for (const [key, type] of attributeEntries) {
        const names = attributeNamesFor(key)
        Object.defineProperty(this.prototype, key, {
          configurable: true,
          enumerable: true,
          get(this: ConfiguredElement) {
            const resolved = this.#currentConfig()
            if (resolved?.ok) return (resolved.config as Record<string, unknown>)[key]
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

  return ConfiguredElement as unknown as SsElementClass<Config, Methods, Attributes>
}

/** Whether the block JSON switches `key` on, so that only an explicit `="false"` can switch it off. */
function blockJsonEnables(element: Element, key: string): boolean {
  try {
    return JSON.parse(element.getAttribute(BLOCK_JSON_ATTRIBUTE) ?? '{}')?.[key] === true
  } catch {
    return false
  }
}
