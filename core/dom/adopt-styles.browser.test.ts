import { expect } from '@esm-bundle/chai'
import { adoptStyles } from './adopt-styles.ts'

describe('core/dom adoptStyles and the host base styles', () => {
  let hosts: HTMLElement[] = []
  afterEach(() => {
    hosts.forEach((host) => host.remove())
    hosts = []
  })

  function host(cssText: string, markup = '') {
    // An unknown tag is display: inline on its own, so the base sheet's block box shows.
    const element = document.body.appendChild(document.createElement('x-styled'))
    hosts.push(element)
    const root = element.attachShadow({ mode: 'open' })
    root.innerHTML = markup
    adoptStyles(root, cssText)
    return element
  }

  it('makes the host a block box, which its own styles may change', () => {
    expect(getComputedStyle(host('')).display).to.equal('block')
    expect(getComputedStyle(host(':host { display: contents; }')).display).to.equal('contents')
  })

  it('hides a hidden host, and hidden elements inside, whatever display its own styles give', () => {
    const styles = ':host { display: flex; } .box { display: grid; }'
    const element = host(styles, '<div class="box" hidden></div><div class="box"></div>')
    const [hiddenBox, shownBox] = element.shadowRoot!.querySelectorAll('.box')
    expect(getComputedStyle(hiddenBox!).display).to.equal('none')
    expect(getComputedStyle(shownBox!).display).to.equal('grid')
    element.hidden = true
    expect(getComputedStyle(element).display).to.equal('none')
  })

  it('shares one constructed stylesheet per CSS text between shadow roots, the base sheet first', () => {
    const [one, two] = [host('.a { color: red; }'), host('.a { color: red; }')]
    const [base, own] = one.shadowRoot!.adoptedStyleSheets
    expect(two.shadowRoot!.adoptedStyleSheets).to.have.ordered.members([base, own])
    expect(host('.b { color: blue; }').shadowRoot!.adoptedStyleSheets[0]).to.equal(base)
  })
})
