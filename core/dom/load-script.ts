import { libraryPolicy } from '../html/trusted-types.ts'

const loads = new Map<string, Promise<void>>()

/** Adds `<script src>` to the page once per URL; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string): Promise<void> {
  let load = loads.get(src)
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      // Trusted Types: every caller passes the address of a provider it names (captcha, maps, session recording).
      script.src = libraryPolicy().createScriptURL(src) as string
      script.async = true
      script.addEventListener('load', () => resolve(), { once: true })
      script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), { once: true })
      document.head.append(script)
    })
    // A failed load may be tried again later.
    load.catch(() => loads.delete(src))
    loads.set(src, load)
  }
  return load
}
