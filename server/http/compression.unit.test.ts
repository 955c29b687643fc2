import { describe, expect, it } from 'vitest'
import { createCompressionCache, type CompressedBodies } from './compression.ts'

const contents = Buffer.from('export const a = 1')

function countingCompression() {
  const calls: string[] = []
  const compress = async (input: NonSharedBuffer): Promise<CompressedBodies> => {
    calls.push(input.toString())
    return { gzip: input.subarray(0, 3) }
  }
  return { calls, compress }
}

describe('the compression cache', () => {
  it('compresses a file version once, however many requests arrive while it compresses', async () => {
    const { calls, compress } = countingCompression()
    const compressed = createCompressionCache(compress)

    const bodies = await Promise.all([1, 2, 3].map(() => compressed('/a.js', 'v1', contents)))
    await compressed('/a.js', 'v1', contents)

    expect(calls).toHaveLength(1)
    expect(bodies.every((body) => body === bodies[0])).toBe(true)
  })

  it('compresses again when the file has another version', async () => {
    const { calls, compress } = countingCompression()
    const compressed = createCompressionCache(compress)

    await compressed('/a.js', 'v1', contents)
    await compressed('/a.js', 'v2', Buffer.from('export const a = 2'))

    expect(calls).toEqual(['export const a = 1', 'export const a = 2'])
  })

  it('sends the file as it is after a failed compression, and tries again on the next request', async () => {
    let failures = 1
    const compressed = createCompressionCache(async () => {
      if (failures-- > 0) throw new Error('out of memory')
      return { br: contents }
    })

    expect(await compressed('/a.js', 'v1', contents)).toEqual({})
    expect(await compressed('/a.js', 'v1', contents)).toEqual({ br: contents })
  })
})
