/** Bytes in a megabyte when a size limit is written in MB. */
export const BYTES_IN_MB = 1_000_000

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/**
 * A byte count as people read it, in 1024 units with at most one decimal: `1536` → '1.5 KB'. A limit of
 * 5 MB (5,000,000 bytes) therefore reads '4.8 MB'.
 */
export function humanFileSize(bytes: number): string {
  let size = bytes
  let unit = 0
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024
    unit++
  }
  return `${Number(size.toFixed(1))} ${UNITS[unit]}`
}
