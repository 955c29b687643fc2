/**
 * What one `startRuntime()` started, so that `stopRuntime()` undoes all of it, including what a module still
 * loading at the time of the stop would have started.
 */
export class RuntimeRun {
  stopped = false
  readonly #stops: Array<() => void> = []
  readonly #starts: Array<Promise<void>> = []

  /** Keeps the `stop` of something started, for `stop()`. */
  add(stop: () => void): void {
    this.#stops.push(stop)
  }

  /**
   * Starts what `load` brings once it has loaded, unless the run has stopped by then. One that fails to load
   * or to start is logged, and the rest of the page goes on.
   */
  startWhenLoaded<Module>(load: Promise<Module>, start: (module: Module) => () => void): void {
    const started = load
      .then((module) => {
        if (!this.stopped) this.add(start(module))
      })
      .catch((error: unknown) => console.error('ss-elements: a part of the page runtime failed to start:', error))
    this.#starts.push(started)
  }

  /** Resolves once everything asked for so far has started, or failed to. */
  async allStarted(): Promise<void> {
    await Promise.all(this.#starts)
  }

  /** Undoes what was started, newest first; what is still loading will not start. */
  stop(): void {
    this.stopped = true
    for (const stop of this.#stops.splice(0).reverse()) stop()
  }
}
