import { expect } from '@esm-bundle/chai'
import '../../elements/ss-dialog/index.ts'
import { dialogHost } from '../../test/helpers/runtime-dialogs.ts'
import { runtimeState } from './blocks.ts'
import { startRuntime, stopRuntime } from './start-runtime.ts'

describe('startRuntime in the browser', () => {
  const originalUrl = location.href
  afterEach(() => {
    stopRuntime()
    history.replaceState(null, '', originalUrl)
  })

  it('shows the logout notice on a logout=true address, and stopRuntime closes it', async () => {
    history.replaceState(null, '', '/?logout=true')
    await startRuntime({ context: {} })
    expect(runtimeState().initialised).to.equal(true)
    expect(dialogHost('logout-notice')).to.not.equal(null)
    stopRuntime()
    expect(dialogHost('logout-notice')).to.equal(null)
    expect(runtimeState()).to.deep.equal({ initialised: false, initialisedOnce: true })
  })

  it('closes a logout notice that finishes loading after the stop, by never showing it', async () => {
    history.replaceState(null, '', '/?logout=true')
    const started = startRuntime({ context: {} })
    stopRuntime()
    await started
    expect(dialogHost('logout-notice')).to.equal(null)
  })
})
