/** Runs the calls made with one key one after another, within this process; calls with other keys run freely. */
export function oneAtATimePerKey(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<void>>()
  return (key, work) => {
    const result = (tails.get(key) ?? Promise.resolve()).then(work)
    const tail = result.then(
      () => {},
      () => {},
    )
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    return result
  }
}
