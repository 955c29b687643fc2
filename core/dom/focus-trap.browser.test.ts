import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { deepActiveElement } from './focus.ts'
import { FOCUS_TRAP_ARGUMENT_ERROR, trapFocus, type FocusTrapOptions } from './focus-trap.ts'

describe('core/dom focus trap', () => {
  let page: HTMLElement
  let release = () => {}
  beforeEach(() => {
    page = document.body.appendChild(document.createElement('div'))
    page.innerHTML = `<button>Outside</button>
      <div class="panel"><button data-trap>One</button><a href="#">Not trapped</a><button data-trap>Two</button></div>
      <button data-trap>Three</button>`
  })
  afterEach(() => {
    release()
    page.remove()
  })
  const button = (name: string) => [...page.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!

  it('needs one and only one of container or predicate', () => {
    const container = page.querySelector('.panel')!
    const both = { container, predicate: () => true } as unknown as FocusTrapOptions
    const neither = {} as FocusTrapOptions
    expect(() => trapFocus(both)).to.throw(TypeError, FOCUS_TRAP_ARGUMENT_ERROR)
    expect(() => trapFocus(neither)).to.throw(TypeError, 'A focus trap needs one and only one of container or predicate.')
  })

  it('with a container, cycles Tab inside it and brings focus back when it leaves', async () => {
    release = trapFocus({ container: page.querySelector('.panel')! })
    button('One').focus()
    await sendKeys({ press: 'Tab' })
    expect(deepActiveElement()?.textContent).to.equal('Not trapped')
    await sendKeys({ press: 'Tab' })
    await sendKeys({ press: 'Tab' })
    expect(deepActiveElement()).to.equal(button('One'))
    button('Outside').focus()
    expect(deepActiveElement()).to.equal(button('One'))
  })

  it('with a predicate, cycles Tab among the elements it accepts', async () => {
    release = trapFocus({ predicate: (element) => element.hasAttribute('data-trap') })
    button('One').focus()
    const reached: Array<string | null | undefined> = []
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: 'Tab' })
      reached.push(deepActiveElement()?.textContent)
    }
    expect(reached).to.deep.equal(['Two', 'Three', 'One'])
  })

  it('lets focus go anywhere once released', async () => {
    trapFocus({ container: page.querySelector('.panel')! })()
    button('Outside').focus()
    expect(deepActiveElement()).to.equal(button('Outside'))
  })
})
