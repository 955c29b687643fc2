// The share of pixels that differ between two PNG screenshots of one block, for the server-rendering parity
// tests (Node side: test/ssr-parity.e2e.test.mjs and the browsers' screenshot command).
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** `{ ratio }` of differing pixels (anti-aliasing aside), or `{ ratio: 1, problem }` when the sizes differ. */
export function pixelDifference(beforePng, afterPng) {
  const before = PNG.sync.read(beforePng)
  const after = PNG.sync.read(afterPng)
  if (before.width !== after.width || before.height !== after.height) {
    return { problem: `${before.width}×${before.height} px before, ${after.width}×${after.height} px after`, ratio: 1 }
  }
  const differing = pixelmatch(before.data, after.data, undefined, before.width, before.height, { threshold: 0.1 })
  return { ratio: differing / (before.width * before.height) }
}

/**
 * A screenshot by `take` (a PNG buffer) once two taken in a row are alike: an image swapped for a sharper one,
 * a slide settling (10 tries, 250 ms apart, at most).
 */
export async function settledScreenshot(take) {
  let shot = await take()
  for (let tries = 0; tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const again = await take()
    if (again.equals(shot)) break
    shot = again
  }
  return shot
}
