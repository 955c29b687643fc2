/** What is live at one moment, counted since `trackResources()` was called. */
export interface Counts {
  listeners: number
  timeouts: number
  intervals: number
  animationFrames: number
  intersectionObservers: number
  resizeObservers: number
  mutationObservers: number
}

export interface SnapshotOptions {
  /**
   * Elements the test keeps (to insert again, say). A listener on a node counts while the node is in the page
   * or under one of these, its shadow root included; on any other node it is garbage with the node, as when a
   * renderer drops a part of its template without removing the listeners bound in it (lit-html does).
   */
  retained?: Node[]
}

export interface ResourceTracker {
  snapshot(options?: SnapshotOptions): Counts
  /** Puts the browser's own functions back; call it in a `finally`. */
  restore(): void
}

interface ListenerRecord {
  type: string
  listener: EventListenerOrEventListenerObject
  capture: boolean
  /** What the browser holds: the listener itself, or a wrapper that notices when a `once` listener fires. */
  registered: EventListenerOrEventListenerObject
  options: AddEventListenerOptions
}

type ObserverKind = 'intersectionObservers' | 'resizeObservers' | 'mutationObservers'

const captureOf = (options: boolean | EventListenerOptions | undefined) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture)

/**
 * Counts the event listeners, timers, animation frames and observers that code creates and has not yet
 * released, by patching the browser APIs that create and release them. A listener is identified as the
 * DOM does, by (target, type, listener, capture); a `once` listener that fired, a listener whose `signal`
 * aborted, a timeout or animation frame that ran count as released. An observer is live while it observes
 * at least one target.
 */
export function trackResources(): ResourceTracker {
  const undo: Array<() => void> = []
  function patch<T extends object, K extends keyof T>(owner: T, key: K, replacement: (original: T[K]) => T[K]) {
    const original = owner[key]
    owner[key] = replacement(original)
    undo.push(() => (owner[key] = original))
  }

  const listeners = new Map<EventTarget, ListenerRecord[]>()
  const timeouts = new Set<number>()
  const intervals = new Set<number>()
  const animationFrames = new Set<number>()
  const observed = new Map<object, { kind: ObserverKind; targets: Set<Node> }>()

  const proto = EventTarget.prototype
  const addListener = proto.addEventListener
  const removeListener = proto.removeEventListener
  const find = (target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, capture: boolean) =>
    listeners.get(target)?.find((record) => record.type === type && record.listener === listener && record.capture === capture)
  const forget = (target: EventTarget, record: ListenerRecord) => {
    const records = listeners.get(target) ?? []
    const index = records.indexOf(record)
    if (index >= 0) records.splice(index, 1)
    if (records.length === 0) listeners.delete(target)
  }

  patch(proto, 'addEventListener', () =>
    function addEventListener(this: EventTarget, type, listener, options) {
      const capture = captureOf(options)
      const settings: AddEventListenerOptions = typeof options === 'object' && options !== null ? options : { capture }
      if (!listener || settings.signal?.aborted || find(this, type, listener, capture)) {
        return addListener.call(this, type, listener, options)
      }
      const target = this
      const record: ListenerRecord = { type, listener, capture, registered: listener, options: settings }
      if (settings.once) {
        record.registered = function (this: EventTarget, event: Event) {
          forget(target, record)
          return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event)
        }
      }
      if (settings.signal) addListener.call(settings.signal, 'abort', () => forget(target, record), { once: true })
      listeners.set(this, [...(listeners.get(this) ?? []), record])
      return addListener.call(this, type, record.registered, options)
    },
  )
  patch(proto, 'removeEventListener', () =>
    function removeEventListener(this: EventTarget, type, listener, options) {
      const record = listener ? find(this, type, listener, captureOf(options)) : undefined
      if (!record) return removeListener.call(this, type, listener, options)
      forget(this, record)
      return removeListener.call(this, type, record.registered, options)
    },
  )

  patch(window, 'setTimeout', (original) =>
    function setTimeout(handler: TimerHandler, delay?: number, ...args: unknown[]) {
      // A string of code cannot be wrapped to notice that it ran; nothing here uses one.
      if (typeof handler !== 'function') return original(handler, delay, ...args)
      const id = original(
        (...callArgs: unknown[]) => {
          timeouts.delete(id)
          handler(...callArgs)
        },
        delay,
        ...args,
      )
      timeouts.add(id)
      return id
    } as typeof window.setTimeout,
  )
  patch(window, 'setInterval', (original) =>
    function setInterval(handler: TimerHandler, delay?: number, ...args: unknown[]) {
      const id = original(handler, delay, ...args)
      intervals.add(id)
      return id
    } as typeof window.setInterval,
  )
  // Timeouts and intervals share one pool of ids: either clear function clears either kind.
  for (const clear of ['clearTimeout', 'clearInterval'] as const) {
    patch(window, clear, (original) => {
      const clearTimer = (id?: number) => {
        if (id !== undefined) {
          timeouts.delete(id)
          intervals.delete(id)
        }
        original(id)
      }
      return clearTimer as typeof original
    })
  }
  patch(window, 'requestAnimationFrame', (original) => (callback) => {
    const id = original((time) => {
      animationFrames.delete(id)
      callback(time)
    })
    animationFrames.add(id)
    return id
  })
  patch(window, 'cancelAnimationFrame', (original) => (id) => {
    animationFrames.delete(id)
    original(id)
  })

  const observerKinds: Array<[ObserverKind, { prototype: object }]> = [
    ['intersectionObservers', IntersectionObserver],
    ['resizeObservers', ResizeObserver],
    ['mutationObservers', MutationObserver],
  ]
  for (const [kind, { prototype }] of observerKinds) {
    const methods = prototype as Record<'observe' | 'unobserve' | 'disconnect', (this: object, ...args: unknown[]) => void>
    const targetsOf = (observer: object) => {
      const entry = observed.get(observer) ?? { kind, targets: new Set<Node>() }
      observed.set(observer, entry)
      return entry.targets
    }
    patch(methods, 'observe', (original) =>
      function observe(this: object, target, ...rest) {
        original.call(this, target, ...rest)
        targetsOf(this).add(target as Node)
      },
    )
    patch(methods, 'disconnect', (original) =>
      function disconnect(this: object) {
        original.call(this)
        observed.delete(this)
      },
    )
    if (kind !== 'mutationObservers') {
      patch(methods, 'unobserve', (original) =>
        function unobserve(this: object, target) {
          original.call(this, target)
          targetsOf(this).delete(target as Node)
        },
      )
    }
  }

  const liveObservers = (kind: ObserverKind) =>
    [...observed.values()].filter((entry) => entry.kind === kind && entry.targets.size > 0).length

  return {
    snapshot: ({ retained = [] } = {}) => ({
      listeners: [...listeners]
        .filter(([target]) => reachable(target, retained))
        .reduce((sum, [, records]) => sum + records.length, 0),
      timeouts: timeouts.size,
      intervals: intervals.size,
      animationFrames: animationFrames.size,
      intersectionObservers: liveObservers('intersectionObservers'),
      resizeObservers: liveObservers('resizeObservers'),
      mutationObservers: liveObservers('mutationObservers'),
    }),
    restore() {
      for (const restoreOne of undo.reverse()) restoreOne()
      undo.length = 0
      // A pending `once` listener is registered as its wrapper: hand the browser the listener itself, so
      // that removing it after tracking still works.
      for (const [target, records] of listeners) {
        for (const record of records.filter((each) => each.registered !== each.listener)) {
          removeListener.call(target, record.type, record.registered, record.capture)
          addListener.call(target, record.type, record.listener, record.options)
        }
      }
    },
  }
}

function reachable(target: EventTarget, retained: Node[]): boolean {
  if (!(target instanceof Node)) return true
  const root = target.getRootNode({ composed: true })
  return root === document || retained.includes(root)
}
