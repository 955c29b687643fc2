import { expect } from '@esm-bundle/chai'
import { dialogHost } from '../../test/helpers/runtime-dialogs.ts'
import { runtimeState, startRuntime, stopRuntime } from './lifecycle.ts'

describe('startRuntime in the browser', () => {
  const originalUrl = location.href
  afterEach(() => {
    stopRuntime()
    history.replaceState(null, '', originalUrl)
  })

  it('shows the logout notice on a logout=true address, and stopRuntime closes it', () => {
    history.replaceState(null, '', '/?logout=true')
    startRuntime({ context: {} })
    expect(runtimeState().initialised).to.equal(true)
    expect(dialogHost('logout-notice')).to.not.equal(null)
    stopRuntime()
    expect(dialogHost('logout-notice')).to.equal(null)
    expect(runtimeState()).to.deep.equal({ initialised: false, initialisedOnce: true })
  })
})
