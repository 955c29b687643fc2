import { expect } from '@esm-bundle/chai'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { onReducedMotionChange, prefersReducedMotion } from './reduced-motion.ts'

describe('core/dom reduced motion', () => {
  afterEach(() => emulateMedia({ reducedMotion: null }))

  it("answers the visitor's preference", async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    expect(prefersReducedMotion()).to.equal(true)
    await emulateMedia({ reducedMotion: 'no-preference' })
    expect(prefersReducedMotion()).to.equal(false)
  })

  it('tells every subscriber when the preference changes, until they unsubscribe', async function () {
    if ((await emulateMedia({ reducedMotion: 'no-preference' })) === 'script') {
      // Firefox and WebKit cannot emulate the preference for the browser itself, so no change event can happen.
      this.skip()
    }
    const first: boolean[] = []
    const second: boolean[] = []
    const unsubscribeFirst = onReducedMotionChange((reduced) => first.push(reduced))
    const unsubscribeSecond = onReducedMotionChange((reduced) => second.push(reduced))
    await emulateMedia({ reducedMotion: 'reduce' })
    await waitFor(() => first.length === 1 && second.length === 1, 'the change to reach both subscribers')
    unsubscribeFirst()
    await emulateMedia({ reducedMotion: 'no-preference' })
    await waitFor(() => second.length === 2, 'the second change')
    unsubscribeSecond()
    await emulateMedia({ reducedMotion: 'reduce' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(first).to.deep.equal([true])
    expect(second).to.deep.equal([true, false])
  })
})
