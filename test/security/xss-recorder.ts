import { nextFrame } from '../helpers/events.ts'
import { waitFor } from '../helpers/wait.ts'
import { shadowRoots } from './security-pages.ts'

/** The functions XSS vectors call to show they ran. */
const PROOFS = ['alert', 'confirm', 'prompt', 'print'] as const

/**
 * Replaces the functions vectors call to prove they ran (alert, confirm, prompt, print) in `win` with ones
 * that record the call and open nothing. `executed` lists every call; `restore()` puts the originals back.
 */
export function recordExecutions(win: Window = window) {
  const executed: string[] = []
  const target = win as unknown as Record<string, unknown>
  const originals = PROOFS.map((name) => [name, target[name]] as const)
  for (const name of PROOFS) {
    target[name] = (...args: unknown[]) => {
      executed.push(`${name}(${args.map(String).join(', ')})`)
    }
  }
  return {
    executed,
    restore: () => {
      for (const [name, original] of originals) target[name] = original
    },
  }
}

/** Lets whatever a vector could trigger happen: images in shadow roots fail to load, frames render, timers run. */
export async function letVectorsRun(root: ParentNode): Promise<void> {
  const images = () => shadowRoots(root).flatMap((shadow) => Array.from(shadow.querySelectorAll('img')))
  await waitFor(() => images().every((image) => image.complete), 'images to settle')
  await nextFrame()
  await new Promise((resolve) => setTimeout(resolve, 50))
}
