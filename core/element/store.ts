import { useSyncExternalStore } from 'react'

/**
 * A value that changes outside React (a controller's status, the page's list of portals), and the components
 * that draw it: `set()` tells each reader, `useStore()` reads it in a component and draws again on a change.
 */
export class Store<Value> {
  #value: Value
  readonly #listeners = new Set<() => void>()

  constructor(value: Value) {
    this.#value = value
  }

  readonly get = (): Value => this.#value

  /** Replaces the value and tells every reader; the same value again tells nobody. */
  set(value: Value): void {
    if (Object.is(value, this.#value)) return
    this.#value = value
    for (const listener of this.#listeners) listener()
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}

/** The store's value, drawn again whenever it changes; on the server and when hydrating, the value it holds then. */
export function useStore<Value>(store: Store<Value>): Value {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
