import { expect } from '@esm-bundle/chai'
import { resetEditorState, setEditorState } from './editor-state.ts'
import { guardLinks } from './link-guard.ts'

describe('the link guard', () => {
  let container: HTMLElement
  let stop: () => void
  let followed: string[]
  // Stands for the browser following the link: the test page must not navigate.
  const follow = (event: Event) => {
    if (event.defaultPrevented) return
    event.preventDefault()
    followed.push((event.composedPath()[0] as Element).id)
  }

  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = '<a id="plain" href="/away">Away</a><span id="host"></span><button id="button">Button</button>'
    container.querySelector('#host')!.attachShadow({ mode: 'open' }).innerHTML = '<a id="shadow" href="/away">In a shadow root</a>'
    followed = []
    document.addEventListener('click', follow)
    stop = guardLinks()
  })
  afterEach(() => {
    stop()
    document.removeEventListener('click', follow)
    container.remove()
    resetEditorState()
  })

  const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }))
  const shadowLink = () => container.querySelector('#host')!.shadowRoot!.querySelector('a')!

  it('lets links be followed until the editor disables them', () => {
    click(container.querySelector('#plain')!)
    click(shadowLink())
    expect(followed).to.deep.equal(['plain', 'shadow'])
  })

  it('stops clicks on links, in shadow roots too, while links are disabled, and only on links', () => {
    setEditorState({ linksDisabled: true })
    expect(click(container.querySelector('#plain')!)).to.equal(false)
    expect(click(shadowLink())).to.equal(false)
    const buttonClicks: Event[] = []
    container.querySelector('#button')!.addEventListener('click', (event) => buttonClicks.push(event))
    click(container.querySelector('#button')!)
    expect(followed).to.deep.equal(['button'])
    expect(buttonClicks).to.have.length(1)

    setEditorState({ linksDisabled: false })
    click(container.querySelector('#plain')!)
    expect(followed).to.deep.equal(['button', 'plain'])
  })

  it('stops middle clicks too, and nothing once removed', () => {
    setEditorState({ linksDisabled: true })
    const middle = () => container.querySelector('#plain')!.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))
    expect(middle()).to.equal(false)
    stop()
    expect(middle()).to.equal(true)
    click(container.querySelector('#plain')!)
    expect(followed).to.deep.equal(['plain'])
  })
})
