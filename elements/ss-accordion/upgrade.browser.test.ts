import { expect } from '@esm-bundle/chai'
import './index.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import {
  accordion,
  button,
  buttons,
  items,
  itemsMarkup,
  openStates,
  panels,
  removeTestContainer,
  shownPanels,
  testContainer,
  upgraded,
} from './test-fixtures/accordion-fixture.ts'

const plainDetails = (element: Element) => Array.from(element.querySelectorAll<HTMLDetailsElement>(':scope > details'))
const supportsHiddenUntilFound = 'onbeforematch' in HTMLElement.prototype

describe('<ss-accordion> upgrading its <details>', () => {
  afterEach(removeTestContainer)

  it('makes each item a heading holding a button, and a region labelled by that button', async () => {
    const element = await accordion()
    const [item] = items(element)
    const [heading, panel] = Array.from(item!.children)
    expect(item!.children).to.have.length(2)
    expect(heading!.localName).to.equal('h3')
    expect(heading!.children[0]).to.equal(button(element, 0))
    expect(button(element, 0).type).to.equal('button')
    expect(button(element, 0).textContent).to.equal('Question 1')
    expect(panel!.getAttribute('role')).to.equal('region')
    expect(panel!.getAttribute('aria-labelledby')).to.equal(button(element, 0).id)
    expect(button(element, 0).getAttribute('aria-controls')).to.equal(panel!.id)
    expect(panel!.textContent).to.equal('Answer 1')
  })

  it('uses the heading level of heading-level, and changes it when the attribute changes', async () => {
    const element = await accordion('heading-level="5"')
    expect(buttons(element).map((header) => header.parentElement!.localName)).to.deep.equal(['h5', 'h5', 'h5'])
    const title = button(element, 1).firstChild
    button(element, 1).focus()
    element.setAttribute('heading-level', '2')
    await waitFor(() => button(element, 0).parentElement!.localName === 'h2', 'the headings to become h2')
    expect(element.querySelectorAll('h5')).to.have.length(0)
    expect(button(element, 1).firstChild, 'the same title, moved').to.equal(title)
    expect(buttons(element).map((each) => each.textContent)).to.deep.equal(['Question 1', 'Question 2', 'Question 3'])
    expect(document.activeElement, 'the focus, on the new button').to.equal(button(element, 1))
  })

  it('reports a heading level out of 2 to 6 as bad configuration and keeps the <details>', async () => {
    const original = console.error
    console.error = () => {}
    try {
      await accordion('heading-level="1"').catch(() => undefined)
      const host = testContainer().querySelector('ss-accordion')!
      expect(host.getAttribute('data-ss-error')).to.contain('headingLevel')
      expect(plainDetails(host)).to.have.length(3)
    } finally {
      console.error = original
    }
  })

  it('takes a heading the author wrote in the summary as the heading, whatever heading-level says', async () => {
    const element = await accordion(
      'heading-level="4"',
      '<details id="faq-1"><summary id="faq-1-title"><h2 id="own">Delivery <em>times</em></h2></summary><p>Two days.</p></details>',
    )
    const heading = document.getElementById('own')!
    expect(heading.parentElement).to.equal(items(element)[0])
    expect(heading.querySelector('button')).to.equal(button(element, 0))
    expect(button(element, 0).innerHTML).to.equal('Delivery <em>times</em>')
    expect(button(element, 0).querySelector('h1, h2, h3, h4, h5, h6'), 'a heading in the button').to.equal(null)
    expect(element.querySelectorAll('h4')).to.have.length(0)
  })

  it('keeps the ids of the page: the <details> id on the item, the summary id on its button', async () => {
    const element = await accordion('', '<details id="faq-1" class="faq"><summary id="faq-1-title">Delivery</summary><p>Two days.</p></details>')
    expect(document.getElementById('faq-1')).to.equal(items(element)[0])
    expect(items(element)[0]!.className).to.equal('faq')
    expect(document.getElementById('faq-1-title')).to.equal(button(element, 0))
  })

  it('moves the content rather than copying it: its listeners and state survive', async () => {
    const host = document.createElement('div')
    host.innerHTML = `<ss-accordion>${itemsMarkup(1, [0])}</ss-accordion>`
    const input = document.createElement('input')
    let inputs = 0
    input.addEventListener('input', () => inputs++)
    input.value = 'typed before the upgrade'
    host.querySelector('details')!.append(input)
    const element = await accordion('', '')
    element.replaceWith(host)
    const moved = host.querySelector('ss-accordion')!
    await waitFor(() => upgraded(moved), 'the accordion to upgrade')
    expect(panels(moved)[0]!.contains(input)).to.equal(true)
    expect(input.value).to.equal('typed before the upgrade')
    input.dispatchEvent(new Event('input'))
    expect(inputs).to.equal(1)
    host.remove()
  })

  it('leaves a <details> without a summary as it is', async () => {
    const element = await accordion('', `${itemsMarkup(1)}<details><p>No title</p></details>`)
    expect(items(element)).to.have.length(1)
    expect(element.querySelector(':scope > details > p')!.textContent).to.equal('No title')
  })

  it('puts the <details> back, as they were left, when it leaves the page, and upgrades them again on return', async () => {
    const element = await accordion('', '<details id="faq-1"><summary id="faq-1-title">Delivery</summary><p>Two days.</p></details>')
    const answer = element.querySelector('p')!
    button(element, 0).click()
    element.remove()
    await settle()
    const [details] = plainDetails(element)
    expect(details!.id).to.equal('faq-1')
    expect(details!.open).to.equal(true)
    expect(details!.querySelector('summary')!.id).to.equal('faq-1-title')
    expect(details!.querySelector('summary')!.textContent).to.equal('Delivery')
    expect(details!.lastElementChild).to.equal(answer)
    testContainer().append(element)
    await waitFor(() => upgraded(element), 'the accordion to upgrade again')
    expect(openStates(element)).to.deep.equal([true])
  })

  it('puts back a heading the author wrote in the summary', async () => {
    const element = await accordion('', '<details><summary><h2>Delivery</h2></summary><p>Two days.</p></details>')
    element.remove()
    await settle()
    expect(element.innerHTML).to.equal('<details data-state="closed"><summary><h2>Delivery</h2></summary><p>Two days.</p></details>')
  })

  it('goes back to plain <details> when its configuration turns bad', async () => {
    const original = console.error
    console.error = () => {}
    try {
      const element = await accordion()
      element.setAttribute('data-block-json', '{')
      await waitFor(() => plainDetails(element).length === 3, 'the <details> to come back')
      expect(element.getAttribute('data-ss-error')).to.not.equal(null)
      element.removeAttribute('data-block-json')
      await waitFor(() => upgraded(element), 'the accordion to upgrade again')
      expect(items(element)).to.have.length(3)
    } finally {
      console.error = original
    }
  })

  it('drops an item a script removes, and upgrades the items of new markup', async () => {
    const element = await accordion('', itemsMarkup(3, [0]))
    items(element)[1]!.remove()
    await waitFor(() => items(element).length === 2, 'the item to go')
    await settle()
    expect(buttons(element).map((each) => each.textContent)).to.deep.equal(['Question 1', 'Question 3'])
    button(element, 1).click()
    expect(openStates(element)).to.deep.equal([false, true])
    element.innerHTML = '<details><summary>New</summary><p>Fresh.</p></details>'
    await waitFor(() => upgraded(element) && items(element).length === 1, 'the new markup to upgrade')
    expect(button(element, 0).textContent).to.equal('New')
    expect(panels(element)[0]!.textContent).to.equal('Fresh.')
  })

  it('hides closed panels until found, where the browser can', async () => {
    const element = await accordion('', itemsMarkup(2, [0]))
    expect(panels(element).map((panel) => panel.getAttribute('hidden'))).to.deep.equal([
      null,
      supportsHiddenUntilFound ? 'until-found' : '',
    ])
    expect(shownPanels(element)).to.deep.equal([true, false])
  })

  it('opens the item whose panel find-in-page reveals, closing the open one, and tells of both', async () => {
    const element = await accordion('', itemsMarkup(3, [0]))
    const details: unknown[] = []
    element.addEventListener('ss-toggle', (event) => details.push(event.detail))
    // What a browser fires at a hidden="until-found" panel holding the match, before revealing it.
    panels(element)[2]!.dispatchEvent(new Event('beforematch', { bubbles: true }))
    expect(openStates(element)).to.deep.equal([false, false, true])
    expect(shownPanels(element)).to.deep.equal([false, false, true])
    expect(items(element).map((item) => item.dataset.state)).to.deep.equal(['closed', 'closed', 'open'])
    expect(details).to.deep.equal([
      { index: 0, open: false },
      { index: 2, open: true },
    ])
  })
})
