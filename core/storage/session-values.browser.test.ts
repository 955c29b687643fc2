import { expect } from '@esm-bundle/chai'
import { sessionValues, STORAGE_UNAVAILABLE_MESSAGE } from './session-values.ts'

/** Collects what is logged with `console.warn` while `run` runs. */
function warnings(run: () => void): string[] {
  const seen: string[] = []
  const original = console.warn
  console.warn = (message: string) => seen.push(message)
  try {
    run()
  } finally {
    console.warn = original
  }
  return seen
}

describe('session values in a browser', () => {
  afterEach(() => sessionStorage.clear())

  it('keep a value until its expiry, then drop it', () => {
    let now = 1_000
    const values = sessionValues({ now: () => now })
    values.set('crumb', 'abc', { expiry: 2_000 })
    expect(values.get('crumb')).to.equal('abc')
    now = 2_000
    expect(values.get('crumb')).to.equal(undefined)
    expect(sessionStorage.getItem('crumb')).to.equal(null)
  })

  it('where reaching storage throws (private mode, sandboxed frame), log the message and find nothing', () => {
    // A window whose storage throws when reached, as a sandboxed frame's does. (Redefining this window's own
    // property does not reach every engine's lookup: WebKit kept returning the real storage.)
    const sandboxed = {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    } as unknown as Window
    const values = sessionValues({ win: sandboxed })
    const logged = warnings(() => {
      expect(values.set('crumb', 'abc')).to.equal(false)
      expect(values.get('crumb')).to.equal(undefined)
      values.remove('crumb')
    })
    expect(logged).to.deep.equal([STORAGE_UNAVAILABLE_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE])
    expect(sessionStorage.getItem('crumb')).to.equal(null)
  })

  it('when the browser refuses a value over its quota, log the message, report false and keep what was there', () => {
    const values = sessionValues()
    values.set('note', 'small')
    const logged = warnings(() => expect(values.set('note', 'x'.repeat(6_000_000))).to.equal(false))
    expect(logged).to.deep.equal([STORAGE_UNAVAILABLE_MESSAGE])
    expect(values.get('note')).to.equal('small')
  })
})
