import { nextFrame } from '../helpers/events.ts'
import { waitFor } from '../helpers/wait.ts'
import { shadowRoots } from './security-pages.ts'

/** The functions XSS vectors call to show they ran. */
const PROOFS = ['alert', 'confirm', 'prompt', 'print'] as const

/** A call a vector made, and whether an event on the page's own markup (outside every shadow root) made it. */
export interface Execution {
  call: string
  byPageMarkup: boolean
}

/**
 * Replaces the functions vectors call to prove they ran (alert, confirm, prompt, print) in `win` with ones
 * that record the call and open nothing. `executed` lists every call; `restore()` puts the originals back.
 */
export function recordExecutions(win: Window & typeof globalThis = window) {
  const executed: Execution[] = []
  const target = win as unknown as Record<string, unknown>
  const originals = PROOFS.map((name) => [name, target[name]] as const)
  for (const name of PROOFS) {
    target[name] = (...args: unknown[]) => {
      // The event being handled when the handler attribute ran, as the page sees it (`window.event`).
      const origin = (win as { event?: Event }).event?.composedPath()[0]
      const byPageMarkup = origin instanceof win.Node && !(origin.getRootNode() instanceof win.ShadowRoot)
      executed.push({ call: `${name}(${args.map(String).join(', ')})`, byPageMarkup })
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

/**
 * Whether markup, as the page's own, would stop that page from being tested: an element named the way a
 * document exposes as its own property (`<img name="createElement">` clobbers `document.createElement`), a
 * frame or refresh of its own (a dialog a frame opens holds the browser until someone answers it), or a `<base>`
 * (WebKit then resolves the page's own script address against `javascript:`).
 */
export function stopsThePage(markup: string): boolean {
  const parsed = new DOMParser().parseFromString(markup, 'text/html')
  return parsed.querySelector(':is(img, form, embed, object, iframe):is([name], [id]), iframe, frame, frameset, object, embed, meta, base') !== null
}
