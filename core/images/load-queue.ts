/** Runs asynchronous tasks, at most `concurrency` at a time, in the order they were queued. */
export class LoadQueue {
  readonly concurrency: number
  #running = 0
  readonly #waiting: Array<() => void> = []

  constructor(concurrency: number) {
    this.concurrency = Math.max(1, concurrency)
  }

  get running(): number {
    return this.#running
  }

  get waiting(): number {
    return this.#waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) await new Promise<void>((resolve) => this.#waiting.push(resolve))
    this.#running++
    try {
      return await task()
    } finally {
      this.#running--
      this.#waiting.shift()?.()
    }
  }
}
