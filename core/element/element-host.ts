/** Detail of the `ss-error` event every element fires when its configuration is unusable. */
export interface SsErrorDetail {
  tag: string
  attribute: string
  path: string
  message: string
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-error': CustomEvent<SsErrorDetail>
  }
}

type Methods = Record<string, (...args: never[]) => unknown>

/**
 * What a component sees of the element it renders for: the element itself, a way to fire `ss-*` events
 * from it, and a place to register the methods the element exposes. One per element, stable across renders.
 */
export class ElementHost<ElementMethods extends object = Methods> {
  readonly element: HTMLElement
  #methods: Partial<ElementMethods> | undefined
  #pendingCalls: Array<(methods: Partial<ElementMethods>) => void> = []

  constructor(element: HTMLElement) {
    this.element = element
  }

  /** Dispatches `name` from the element, bubbling and composed. Returns false when a listener cancelled it. */
  emit<Detail>(name: `ss-${string}`, detail?: Detail, options: { cancelable?: boolean } = {}): boolean {
    return this.element.dispatchEvent(
      new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
    )
  }

  /**
   * Called by the component once mounted. Calls made before that are replayed in order, in a microtask: the
   * component registers while React commits, when a method could not draw at once (`flushSync`).
   */
  registerMethods(methods: Partial<ElementMethods>): () => void {
    this.#methods = methods
    if (this.#pendingCalls.length > 0) queueMicrotask(() => this.#replayPendingCalls())
    return () => {
      if (this.#methods === methods) this.#methods = undefined
    }
  }

  #replayPendingCalls(): void {
    const methods = this.#methods
    if (!methods) return
    for (const call of this.#pendingCalls.splice(0)) call(methods)
  }

  /** Calls a component method now, or as soon as the component has mounted. */
  call<Name extends keyof ElementMethods>(
    name: Name,
    ...args: ElementMethods[Name] extends (...args: infer Args) => unknown ? Args : never
  ): void {
    const invoke = (methods: Partial<ElementMethods>) => {
      const method = methods[name]
      if (typeof method === 'function') method(...args)
    }
    // Behind calls still waiting to be replayed, in their order.
    if (this.#methods && this.#pendingCalls.length === 0) invoke(this.#methods)
    else this.#pendingCalls.push(invoke)
  }

  /** Reads a value from the mounted component, or `fallback` before it has mounted. */
  read<Name extends keyof ElementMethods, Fallback>(
    name: Name,
    fallback: Fallback,
  ): ElementMethods[Name] extends () => infer Value ? Value | Fallback : never {
    const method = this.#methods?.[name]
    return (typeof method === 'function' ? method() : fallback) as never
  }
}
