import { expect } from '@esm-bundle/chai'
import { resetEditorState, setEditorState } from '../../core/editor/editor-state.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import { SsPopup } from './index.ts'
import { POPUP_STORAGE_KEY } from '../../core/storage/overlay-keys.ts'

const isShown = (element: SsPopup) => element.shadowRoot!.querySelector('dialog')?.open === true

describe('<ss-popup> in edit mode', () => {
  let container: HTMLElement
  beforeEach(() => {
    localStorage.removeItem(POPUP_STORAGE_KEY)
    setEditorState({ editing: true })
    container = document.body.appendChild(document.createElement('div'))
  })
  afterEach(async () => {
    container.remove()
    await settle()
    resetEditorState()
    localStorage.removeItem(POPUP_STORAGE_KEY)
  })

  it('never opens by itself, and opens on demand without storing anything', async () => {
    container.innerHTML = '<ss-popup><h2>Join our list</h2><p>News once a month.</p></ss-popup>'
    const element = container.firstElementChild as SsPopup
    await waitFor(() => element.dataset.state, 'the popup to load')
    await settle()
    expect(isShown(element), 'a first-time visitor would see it at once').to.equal(false)
    element.open()
    await waitFor(() => isShown(element), 'the popup to open')
    element.close()
    await waitFor(() => !isShown(element), 'the popup to close')
    expect(localStorage.getItem(POPUP_STORAGE_KEY)).to.equal(null)
  })
})
