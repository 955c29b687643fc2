import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip'

/** Each encoding's body of one file version; an encoding is missing when it would not make the file smaller. */
export type CompressedBodies = Partial<Record<ContentEncoding, NonSharedBuffer>>

const compressWithBrotli = promisify(brotliCompress)
const compressWithGzip = promisify(gzip)

/**
 * The encoding to send for an `Accept-Encoding` header among those available, brotli first as the smaller;
 * `undefined` means the file as it is. A `q=0` refuses an encoding, also one that `*` would otherwise accept.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | undefined {
  const weights = new Map<string, number>()
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    if (name) weights.set(name, quality === undefined ? 1 : Number(quality.slice(2)) || 0)
  }
  const weight = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  return (['br', 'gzip'] as const).find((encoding) => available.includes(encoding) && weight(encoding) > 0)
}

/**
 * Brotli at its highest quality and gzip at level 9: slow (a quarter of a second for React's chunk) but done
 * once per file version by the cache below, and the smallest bodies a browser can decode.
 */
export async function compressBoth(contents: NonSharedBuffer): Promise<CompressedBodies> {
  const [brotli, gzipped] = await Promise.all([
    compressWithBrotli(contents, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: contents.length },
    }),
    compressWithGzip(contents, { level: 9 }),
  ])
  const bodies: CompressedBodies = {}
  if (brotli.length < contents.length) bodies.br = brotli
  if (gzipped.length < contents.length) bodies.gzip = gzipped
  return bodies
}

/**
 * Compressed bodies kept in memory per file path, for the version named by `version` (size and modification
 * time): a rebuilt file is compressed again, an unchanged one never. Requests arriving while a file is being
 * compressed share that one compression. The served folders are small (the demo site and `dist/`), so
 * entries are replaced, never evicted.
 */
export function createCompressionCache(compress: (contents: NonSharedBuffer) => Promise<CompressedBodies> = compressBoth) {
  const entries = new Map<string, { version: string; bodies: Promise<CompressedBodies> }>()
  return (path: string, version: string, contents: NonSharedBuffer): Promise<CompressedBodies> => {
    const cached = entries.get(path)
    if (cached?.version === version) return cached.bodies
    const bodies = compress(contents)
    entries.set(path, { version, bodies })
    // A failed compression is not kept: the next request tries again, and this one gets the file as it is.
    return bodies.catch(() => {
      if (entries.get(path)?.bodies === bodies) entries.delete(path)
      return {}
    })
  }
}
