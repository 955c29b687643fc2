import { describe, expect, it } from 'vitest'
import { LoadQueue } from './load-queue.ts'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('LoadQueue', () => {
  it('runs at most `concurrency` tasks at a time, the rest in order', async () => {
    const queue = new LoadQueue(2)
    const gates = [deferred(), deferred(), deferred()]
    const started: number[] = []
    const runs = gates.map((gate, i) => queue.run(() => (started.push(i), gate.promise)))
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect(queue.waiting).toBe(1)
    gates[1]!.resolve()
    await runs[1]
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2])
    gates[0]!.resolve()
    gates[2]!.resolve()
    await Promise.all(runs)
    expect(queue.running).toBe(0)
  })

  it('frees the slot of a task that fails', async () => {
    const queue = new LoadQueue(1)
    await expect(queue.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x')
    await expect(queue.run(() => Promise.resolve(7))).resolves.toBe(7)
  })
})
