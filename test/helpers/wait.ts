/**
 * Resolves once `condition` holds, checking every 5 ms; rejects naming `description` after `timeoutMs`. The
 * default leaves room for the first element of a kind, whose implementation the test server compiles and
 * serves on first use.
 */
export async function waitFor(condition: () => unknown, description = 'condition', timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** Lets queued microtasks and tasks run (the deferred unmount, React's scheduled render). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
