// `ss-elements/react`: each block as a React component, drawn by the element's own component into the shadow
// root of an element of its tag, with no custom element in between.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { createRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { Accordion, Form, Gallery } from '../elements/react.ts'
import type { AccordionToggleDetail } from '../elements/ss-accordion/index.ts'
import { animationsSettled, buttons, openStates, panels, shownPanels } from '../elements/ss-accordion/test-fixtures/accordion-fixture.ts'
import { SsGallery } from '../elements/ss-gallery/element.ts'
import type { GallerySlideChangeDetail } from '../elements/ss-gallery/index.ts'
import { forgetVisitor, newVisitor, referenceServerReady } from '../elements/ss-form/test-helpers.test.ts'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { waitFor } from './helpers/wait.ts'

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='

function Slides({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <figure key={index} data-type="image" data-slide-id={`s${index}`}>
      <img data-src={PIXEL} data-image-dimensions="400x300" alt={`Slide ${index + 1}`} />
    </figure>
  ))
}

let container: HTMLElement
let root: Root

function render(app: React.ReactNode): HTMLElement {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  flushSync(() => root.render(app))
  return container
}

afterEach(() => {
  root?.unmount()
  container?.remove()
})

const shadowOf = (tag: string) => container.querySelector(tag)!.shadowRoot!

describe('ss-elements/react', () => {
  it('draws a block in the shadow root of an element of its tag, its children as its light DOM', async () => {
    render(<Gallery id="g" className="wide" design="slideshow" aria-label="ignored"><Slides count={3} /></Gallery>)
    const element = container.querySelector('ss-gallery')!
    expect(element.id).to.equal('g')
    expect(element.className).to.equal('wide')
    expect(element.hasAttribute('data-ss-react')).to.equal(true)
    expect(element.querySelectorAll(':scope > figure')).to.have.length(3)
    await waitFor(() => shadowOf('ss-gallery').querySelector('[part~=slide]'), 'the gallery to draw')
    await expectNoAxeViolations(container)
  })

  it('gives a ref the element’s methods and calls on… props with its events', async () => {
    const changes: GallerySlideChangeDetail[] = []
    const gallery = createRef<React.ComponentRef<typeof Gallery>>()
    render(
      <Gallery ref={gallery} design="slideshow" onSlideChange={(event) => changes.push(event.detail)}>
        <Slides count={3} />
      </Gallery>,
    )
    await waitFor(() => shadowOf('ss-gallery').querySelector('[part~=slide]'), 'the gallery to draw')
    gallery.current!.next()
    await waitFor(() => changes.length === 1, 'ss-slide-change')
    expect(changes[0]).to.include({ index: 1, previousIndex: 0, slideId: 's1' })
    expect(gallery.current!.currentIndex).to.equal(1)
  })

  it('draws the accordion’s items in its light DOM, in the place of its children, and calls onToggle', async () => {
    const toggles: AccordionToggleDetail[] = []
    const accordion = createRef<React.ComponentRef<typeof Accordion>>()
    render(
      <Accordion ref={accordion} expandFirst headingLevel={4} onToggle={(event) => toggles.push(event.detail)}>
        <details><summary>Delivery</summary><p>Two days.</p></details>
        <details><summary>Returns</summary><p>Thirty days.</p></details>
      </Accordion>,
    )
    const element = container.querySelector('ss-accordion')!
    const buttons = () => Array.from(element.querySelectorAll<HTMLButtonElement>(':scope > [data-state] > h4 > button'))
    await waitFor(() => buttons().length === 2, 'the items to be drawn')
    expect(element.querySelector(':scope > details'), 'a <details> left').to.equal(null)
    expect(buttons().map((button) => [button.textContent, button.getAttribute('aria-expanded')])).to.deep.equal([
      ['Delivery', 'true'],
      ['Returns', 'false'],
    ])
    buttons()[1]!.click()
    expect(toggles).to.deep.equal([
      { index: 0, open: false },
      { index: 1, open: true },
    ])
    await animationsSettled(element)
    accordion.current!.toggle(1)
    expect(toggles.at(-1)).to.deep.equal({ index: 1, open: false })
    await expectNoAxeViolations(container)
  })

  it('follows an app that adds, removes, reorders and rewrites the accordion’s items, keeping each one’s state', async () => {
    const errors: unknown[] = []
    const consoleError = console.error
    console.error = (...args: unknown[]) => errors.push(args.join(' '))
    let setItems!: (items: string[]) => void
    let answered = 0
    function App() {
      const [names, set] = useState(['Delivery', 'Returns', 'Sizes'])
      setItems = set
      return (
        <Accordion multiple>
          {names.map((name) => (
            <details key={name} open={name === 'Returns'} id={`faq-${name}`} className="faq">
              <summary>{name}?</summary>
              <p>About {name.toLowerCase()}.</p>
              <button type="button" onClick={() => answered++}>Helpful</button>
            </details>
          ))}
        </Accordion>
      )
    }
    try {
      render(<App />)
      const element = container.querySelector('ss-accordion')!
      const titles = () => buttons(element).map((button) => button.textContent)
      await waitFor(() => buttons(element).length === 3, 'the items to be drawn')
      expect(titles()).to.deep.equal(['Delivery?', 'Returns?', 'Sizes?'])
      expect(openStates(element)).to.deep.equal([false, true, false])
      expect(element.querySelector(':scope > [data-state]')!.id).to.equal('faq-Delivery')
      expect(element.querySelector(':scope > [data-state]')!.className).to.equal('faq')
      buttons(element)[2]!.click()
      await animationsSettled(element)

      flushSync(() => setItems(['Sizes', 'Delivery']))
      expect(titles()).to.deep.equal(['Sizes?', 'Delivery?'])
      expect(openStates(element), 'each item keeps its state').to.deep.equal([true, false])
      expect(shownPanels(element)).to.deep.equal([true, false])

      flushSync(() => setItems(['Sizes', 'Colours', 'Delivery']))
      expect(titles()).to.deep.equal(['Sizes?', 'Colours?', 'Delivery?'])
      expect(panels(element)[1]!.textContent).to.equal('About colours.Helpful')
      expect(shownPanels(element)).to.deep.equal([true, false, false])
      buttons(element)[1]!.focus()
      await sendKeys({ press: 'End' })
      expect(document.activeElement).to.equal(buttons(element)[2])

      panels(element)[0]!.querySelector('button')!.click()
      expect(answered, 'a React handler inside a region').to.equal(1)
      expect(element.querySelectorAll(':scope > details'), 'no <details> left').to.have.length(0)
      expect(errors).to.deep.equal([])
      await expectNoAxeViolations(container)
    } finally {
      console.error = consoleError
    }
  })

  it('draws an item whose summary is a heading as that heading, and carries focus to a new heading level', async () => {
    const app = (level: 2 | 3) => (
      <Accordion headingLevel={level}>
        <details><summary><h2 className="own">Shipping</h2></summary><p>Free.</p></details>
        <details><summary>Billing</summary><p>Monthly.</p></details>
      </Accordion>
    )
    render(app(3))
    const element = container.querySelector('ss-accordion')!
    await waitFor(() => buttons(element).length === 2, 'the items to be drawn')
    expect(buttons(element).map((button) => `${button.parentElement!.localName}.${button.parentElement!.className}`)).to.deep.equal(['h2.own', 'h3.'])
    buttons(element)[1]!.focus()
    flushSync(() => root.render(app(2)))
    expect(buttons(element)[1]!.parentElement!.localName).to.equal('h2')
    expect(document.activeElement).to.equal(buttons(element)[1])
  })

  it('draws a new configuration when its props change, and follows its children', async () => {
    function App() {
      const [count, setCount] = useState(2)
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>More</button>
          <Gallery design="grid" slidesPerRow={count}>
            <Slides count={count} />
          </Gallery>
        </>
      )
    }
    render(<App />)
    const slides = () => shadowOf('ss-gallery').querySelectorAll('[part~=cell]').length
    await waitFor(() => slides() === 2, 'two slides')
    container.querySelector('button')!.click()
    await waitFor(() => slides() === 3, 'a third slide, from a new child')
  })

  it('reports a configuration the schema refuses as the element would, showing the light DOM, until it is fixed', async () => {
    const errors: unknown[] = []
    const logged: unknown[] = []
    const consoleError = console.error
    console.error = (...args: unknown[]) => logged.push(args.join(' '))
    try {
      const app = (design: string) => (
        <Gallery design={design as 'grid'} onError={(event) => errors.push(event.detail)}>
          <Slides count={1} />
        </Gallery>
      )
      render(app('nonsense'))
      await waitFor(() => errors.length === 1, 'onError')
      expect(errors[0]).to.include({ tag: 'ss-gallery', attribute: 'design', path: 'design' })
      expect(logged.join('\n')).to.contain('ss-elements: <ss-gallery> design at design')
      const element = container.querySelector('ss-gallery')!
      expect(element.hasAttribute('data-ss-error')).to.equal(true)
      expect(Array.from(element.shadowRoot!.children).map((child) => child.localName)).to.deep.equal(['slot'])
      flushSync(() => root.render(app('grid')))
      await waitFor(() => element.shadowRoot!.querySelector('[part~=cell]'), 'the fixed gallery to draw')
      expect(element.hasAttribute('data-ss-error')).to.equal(false)
    } finally {
      console.error = consoleError
    }
  })

  it('is left to React by the element’s class when the page defines the element too', async () => {
    SsGallery.define()
    render(<Gallery design="slideshow"><Slides count={2} /></Gallery>)
    const element = container.querySelector('ss-gallery')!
    expect(element).to.be.instanceOf(SsGallery)
    await waitFor(() => element.shadowRoot?.querySelector('[part~=slide]'), 'the gallery to draw')
    expect(element.hasAttribute('data-ss-pending')).to.equal(false)
    expect(element.shadowRoot!.querySelectorAll('[part~=slide]')).to.have.length(2)
  })

  it('submits a form typed into, through the reference server, and calls onSubmit and onSuccess', async function () {
    this.timeout(90_000)
    await referenceServerReady()
    await newVisitor()
    const events: string[] = []
    render(
      <Form
        formId="f1"
        submitButtonText="Send"
        fields={[
          { id: 'name-1', type: 'name', label: 'Name', required: true },
          { id: 'email-1', type: 'email', label: 'Email', required: true },
          { id: 'msg-1', type: 'textarea', label: 'Message', maxLength: 500 },
          { id: 'topic-1', type: 'select', label: 'Topic', options: ['Sales', 'Support'] },
          { id: 'ref-1', type: 'hidden', label: 'ref', value: 'direct' },
        ]}
        onSubmit={(event) => events.push(`submit ${event.detail.formId}`)}
        onSuccess={(event) => events.push(`success ${JSON.stringify(event.detail.form)}`)}
        onFailure={(event) => events.push(`failure ${JSON.stringify(event.detail)}`)}
      />,
    )
    const shadow = shadowOf('ss-form')
    await waitFor(() => shadow.querySelector('input'), 'the form to draw')
    const [first, last, email] = Array.from(shadow.querySelectorAll<HTMLInputElement>('input[id]')).filter((input) => !input.closest('.honeypot'))
    for (const [input, text] of [[first!, 'Ada'], [last!, 'Lovelace'], [email!, 'ada@example.com']] as const) {
      // As typing does: through the value setter of the prototype, which React's own tracking does not see.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
    shadow.querySelector<HTMLButtonElement>('button[type=submit]')!.click()
    await waitFor(() => events.length === 2, `onSubmit and onSuccess (${events.join(', ')})`, 15_000)
    expect(events[0], events[1]).to.equal('submit f1')
    expect(events[1], events[1]).to.match(/^success/)
    expect(JSON.parse(events[1]!.slice('success '.length))).to.deep.include({ 'email-1': 'ada@example.com', 'ref-1': 'direct' })
    forgetVisitor()
  })
})

describe('<ss-accordion> in a React app', () => {
  it('follows a new list of items when keyed by them, as the framework guide says', async () => {
    await import('../elements/ss-accordion/index.ts')
    const app = (names: string[]) => (
      <ss-accordion key={names.join()}>
        {names.map((name) => (
          <details key={name}><summary>{name}</summary><p>About {name}.</p></details>
        ))}
      </ss-accordion>
    )
    render(app(['Delivery', 'Returns']))
    const titles = () => buttons(container.querySelector('ss-accordion')!).map((button) => button.textContent)
    await waitFor(() => titles().length === 2, 'the items to be drawn')
    flushSync(() => root.render(app(['Returns', 'Sizes'])))
    await waitFor(() => titles().join() === 'Returns,Sizes', 'the new items')
  })
})
