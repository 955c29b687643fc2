/** The view a key moves to from `index` among `count` (tabs pattern: arrows wrap, Home and End); undefined for other keys. */
export function viewIndexForKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
