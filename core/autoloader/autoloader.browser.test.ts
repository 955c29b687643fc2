import { expect } from '@esm-bundle/chai'
import { startAutoloader } from './autoloader.ts'
import { waitFor } from '../../test/helpers/wait.ts'

const fixtureModule = (tag: string) =>
  URL.createObjectURL(
    new Blob([`customElements.define(${JSON.stringify(tag)}, class extends HTMLElement {})`], { type: 'text/javascript' }),
  )

describe('startAutoloader', () => {
  let stop: (() => void) | undefined
  afterEach(() => stop?.())

  it('imports the module of a known element added to the page later, once', async () => {
    const requested: string[] = []
    stop = startAutoloader({
      tags: ['ss-fixture-late'],
      moduleUrl: (tag) => {
        requested.push(tag)
        return fixtureModule(tag)
      },
    })
    expect(requested).to.deep.equal([])
    document.body.insertAdjacentHTML('beforeend', '<div><ss-fixture-late></ss-fixture-late><ss-fixture-late></ss-fixture-late></div>')
    await waitFor(() => customElements.get('ss-fixture-late'), 'the element to be defined')
    expect(requested).to.deep.equal(['ss-fixture-late'])
  })

  it('imports the module of a known element already present', async () => {
    document.body.insertAdjacentHTML('beforeend', '<ss-fixture-early></ss-fixture-early>')
    stop = startAutoloader({ tags: ['ss-fixture-early'], moduleUrl: fixtureModule })
    await waitFor(() => customElements.get('ss-fixture-early'), 'the element to be defined')
  })

  it('logs a module that fails to load and tries again when the element appears again', async () => {
    const errors: unknown[][] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    const requested: string[] = []
    try {
      stop = startAutoloader({
        tags: ['ss-fixture-missing'],
        moduleUrl: (tag) => {
          requested.push(tag)
          return `/no/such/${tag}.js`
        },
      })
      document.body.insertAdjacentHTML('beforeend', '<ss-fixture-missing></ss-fixture-missing>')
      await waitFor(() => errors.length === 1, 'the load error')
      expect(String(errors[0]![0])).to.contain('<ss-fixture-missing>')
      document.body.insertAdjacentHTML('beforeend', '<ss-fixture-missing></ss-fixture-missing>')
      await waitFor(() => requested.length === 2, 'a second attempt')
    } finally {
      console.error = original
    }
  })

  it('stops watching when stopped', async () => {
    const requested: string[] = []
    startAutoloader({ tags: ['ss-fixture-stopped'], moduleUrl: (tag) => (requested.push(tag), fixtureModule(tag)) })()
    document.body.insertAdjacentHTML('beforeend', '<ss-fixture-stopped></ss-fixture-stopped>')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requested).to.deep.equal([])
  })
})
