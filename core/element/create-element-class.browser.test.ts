import { expect } from '@esm-bundle/chai'
import { defineProbe, type ProbeRenderer } from '../../test/fixtures/probe-element.tsx'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

type Probe = ReturnType<typeof defineProbe>

function mount(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

const base = (element: Element) => element.shadowRoot?.querySelector<HTMLElement>('[part=base]') ?? null
const rendered = (element: Element) => waitFor(() => base(element), `<${element.localName}> to render`)

function captureConsoleErrors() {
  const calls: unknown[][] = []
  const original = console.error
  console.error = (...args: unknown[]) => calls.push(args)
  return { calls, restore: () => (console.error = original) }
}

for (const renderer of ['react', 'lit'] satisfies ProbeRenderer[]) describe(`element factory (${renderer})`, () => {
  let probe: Probe
  let container: HTMLElement | undefined

  beforeEach(() => {
    probe = defineProbe(renderer)
    probe.ProbeElement.define()
  })
  afterEach(() => container?.remove())

  it('renders the component into an open shadow root styled through adoptedStyleSheets', async () => {
    container = mount(`<${probe.tag}></${probe.tag}>`)
    const element = container.firstElementChild!
    await rendered(element)
    expect(element.shadowRoot!.mode).to.equal('open')
    // The host base styles every element shares, then the element's own.
    expect(element.shadowRoot!.adoptedStyleSheets).to.have.length(2)
    expect(getComputedStyle(element).color).to.equal('rgb(1, 2, 3)')
    expect(base(element)!.dataset.label).to.equal('Probe')
  })

  it('keeps light-DOM children, slotted into the shadow root', async () => {
    container = mount(`<${probe.tag}><p>Light content</p></${probe.tag}>`)
    const element = container.firstElementChild!
    await rendered(element)
    const slot = element.shadowRoot!.querySelector('slot')!
    expect(slot.assignedElements().map((node) => node.textContent)).to.deep.equal(['Light content'])
  })

  describe('configuration', () => {
    it('reads data-block-json and re-renders when it changes', async () => {
      container = mount(`<${probe.tag} data-block-json='{"label":"From JSON","count":3}'></${probe.tag}>`)
      const element = container.firstElementChild!
      await rendered(element)
      expect(base(element)!.dataset.label).to.equal('From JSON')
      expect(base(element)!.dataset.count).to.equal('3')
      element.setAttribute('data-block-json', '{"label":"Changed"}')
      await waitFor(() => base(element)!.dataset.label === 'Changed', 'the new label')
      expect(base(element)!.dataset.count).to.equal('0')
    })

    it('lets a plain attribute override a top-level key, and removing it falls back to the JSON, then the default', async () => {
      container = mount(`<${probe.tag} data-block-json='{"label":"From JSON"}' label="From attribute"></${probe.tag}>`)
      const element = container.firstElementChild!
      await rendered(element)
      expect(base(element)!.dataset.label).to.equal('From attribute')
      element.removeAttribute('label')
      await waitFor(() => base(element)!.dataset.label === 'From JSON', 'the JSON label')
      element.removeAttribute('data-block-json')
      await waitFor(() => base(element)!.dataset.label === 'Probe', 'the default label')
    })

    it('reads a number attribute as a number', async () => {
      container = mount(`<${probe.tag} count="12"></${probe.tag}>`)
      const element = container.firstElementChild as Probe['ProbeElement']['prototype']
      await rendered(element)
      expect(base(element)!.dataset.count).to.equal('12')
      expect(element.count).to.equal(12)
    })

    it('treats a bare boolean attribute as true, "false" as false, and its removal as unset', async () => {
      container = mount(`<${probe.tag} open></${probe.tag}>`)
      const element = container.firstElementChild!
      await rendered(element)
      expect(base(element)!.dataset.open).to.equal('true')
      element.setAttribute('data-block-json', '{"open":true}')
      element.setAttribute('open', 'false')
      await waitFor(() => base(element)!.dataset.open === 'false', 'open="false" to switch it off')
      element.removeAttribute('open')
      await waitFor(() => base(element)!.dataset.open === 'true', 'the JSON value to return')
    })

    it('reads a property back as its attribute now says, before the change is drawn', async () => {
      container = mount(`<${probe.tag} data-block-json='{"open":true}'></${probe.tag}>`)
      const element = container.firstElementChild as Probe['ProbeElement']['prototype']
      await rendered(element)
      element.setAttribute('open', 'false')
      expect(element.open).to.equal(false)
      element.removeAttribute('open')
      expect(element.open, 'the JSON value').to.equal(true)
      element.setAttribute('label', 'Changed')
      expect(element.label).to.equal('Changed')
    })

    it('reflects a boolean property as a presence attribute, writing "false" only to overrule the JSON', async () => {
      container = mount(`<${probe.tag}></${probe.tag}>`)
      const element = container.firstElementChild as Probe['ProbeElement']['prototype']
      await rendered(element)
      element.open = true
      expect(element.getAttribute('open')).to.equal('')
      await waitFor(() => base(element)!.dataset.open === 'true', 'open')
      element.open = false
      expect(element.hasAttribute('open')).to.equal(false)
      await waitFor(() => base(element)!.dataset.open === 'false', 'closed')
      expect(element.open).to.equal(false)
      element.setAttribute('data-block-json', '{"open":true}')
      element.open = false
      expect(element.getAttribute('open')).to.equal('false')
      element.open = null as unknown as boolean
      expect(element.hasAttribute('open')).to.equal(false)
    })

    it('accepts the lower-cased form of a camelCase key as an attribute', async () => {
      const { tag, ProbeElement } = defineProbe(renderer)
      ProbeElement.define()
      container = mount(`<${tag} data-block-json='{"label":"x"}'></${tag}>`)
      const element = container.firstElementChild!
      await rendered(element)
      expect(base(element)!.dataset.label).to.equal('x')
    })
  })

  describe('bad configuration', () => {
    const cases: Array<[string, string, string, string]> = [
      ['unparseable JSON', `data-block-json='{"label": oops}'`, 'data-block-json', '(root)'],
      ['JSON that is not an object', `data-block-json='[1,2]'`, 'data-block-json', '(root)'],
      ['a wrong type deep in the JSON', `data-block-json='{"items":[{"title":"a"},{"title":5}]}'`, 'data-block-json', 'items[1].title'],
      ['an unknown enum value', `data-block-json='{"mode":"sepia"}'`, 'data-block-json', 'mode'],
      ['an attribute of the wrong type', `count="many"`, 'count', 'count'],
    ]
    for (const [name, attributes, attribute, path] of cases) {
      it(`${name}: light DOM stays visible, one console.error, data-ss-error, ss-error, sibling unaffected`, async () => {
        const errors = captureConsoleErrors()
        const events: CustomEvent[] = []
        const onError = (event: Event) => events.push(event as CustomEvent)
        document.addEventListener('ss-error', onError)
        try {
          container = mount(
            `<${probe.tag} ${attributes}><p>Fallback content</p></${probe.tag}><${probe.tag} label="Sibling"></${probe.tag}>`,
          )
          const [bad, sibling] = Array.from(container.children) as [HTMLElement, HTMLElement]
          await rendered(sibling)
          await settle()
          expect(base(sibling)!.dataset.label).to.equal('Sibling')
          expect(sibling.hasAttribute('data-ss-error')).to.equal(false)

          expect(base(bad)).to.equal(null)
          expect(bad.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0)
          expect(errors.calls).to.have.length(1)
          const message = String(errors.calls[0]![0])
          expect(message).to.contain(`<${probe.tag}>`).and.to.contain(attribute).and.to.contain(path)
          expect(bad.getAttribute('data-ss-error')).to.contain(path)
          expect(events).to.have.length(1)
          expect(events[0]!.target).to.equal(bad)
          expect(events[0]!.bubbles && events[0]!.composed).to.equal(true)
          expect(events[0]!.detail).to.include({ tag: probe.tag, attribute, path })
        } finally {
          errors.restore()
          document.removeEventListener('ss-error', onError)
        }
      })
    }

    it("puts the element's own sentences before block JSON that does not parse or is not an object", async () => {
      const errors = captureConsoleErrors()
      try {
        const worded = defineProbe(renderer, { undecodable: 'Error decoding probe data.', notAnObject: 'Error evaluating probe data.' })
        worded.ProbeElement.define()
        container = mount(`<${worded.tag} data-block-json='{'></${worded.tag}><${worded.tag} data-block-json='null'></${worded.tag}>`)
        const [undecodable, notAnObject] = Array.from(container.children)
        await waitFor(() => undecodable!.hasAttribute('data-ss-error') && notAnObject!.hasAttribute('data-ss-error'), 'both errors')
        expect(undecodable!.getAttribute('data-ss-error')).to.match(/^data-block-json at \(root\): Error decoding probe data\. Invalid JSON: /)
        expect(notAnObject!.getAttribute('data-ss-error')).to.contain('Error evaluating probe data. Invalid input: expected a JSON object')
        expect(String(errors.calls[0]![0])).to.contain('Error decoding probe data.')
      } finally {
        errors.restore()
      }
    })

    it('recovers when the configuration is fixed', async () => {
      const errors = captureConsoleErrors()
      try {
        container = mount(`<${probe.tag} data-block-json='{"count":"three"}'></${probe.tag}>`)
        const element = container.firstElementChild!
        await waitFor(() => element.hasAttribute('data-ss-error'), 'the error')
        element.setAttribute('data-block-json', '{"count":3}')
        await rendered(element)
        expect(element.hasAttribute('data-ss-error')).to.equal(false)
        expect(base(element)!.dataset.count).to.equal('3')
        expect(errors.calls).to.have.length(1)
      } finally {
        errors.restore()
      }
    })

    it('keeps a render error inside the element and shows its light DOM', async () => {
      const errors = captureConsoleErrors()
      const events: Event[] = []
      const onError = (event: Event) => events.push(event)
      document.addEventListener('ss-error', onError)
      try {
        container = mount(`<${probe.tag} data-block-json='{"crash":true}'><p>Fallback</p></${probe.tag}>`)
        const element = container.firstElementChild!
        await waitFor(() => element.hasAttribute('data-ss-error'), 'the render error')
        expect(element.getAttribute('data-ss-error')).to.contain('the probe crashed while rendering')
        expect(element.shadowRoot!.querySelector('slot')).to.not.equal(null)
        expect(element.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0)
        expect(events).to.have.length(1)
      } finally {
        errors.restore()
        document.removeEventListener('ss-error', onError)
      }
    })
  })

  describe('lifecycle', () => {
    it('upgrades a property set before the element was defined', async () => {
      const late = defineProbe(renderer)
      container = mount(`<${late.tag}></${late.tag}>`)
      const element = container.firstElementChild as HTMLElement & { label?: string }
      element.label = 'Set early'
      late.ProbeElement.define()
      await rendered(element)
      expect(base(element)!.dataset.label).to.equal('Set early')
      expect(element.getAttribute('label')).to.equal('Set early')
    })

    it('does not render while detached', async () => {
      const element = document.createElement(probe.tag)
      element.setAttribute('label', 'Detached')
      element.setAttribute('data-block-json', '{"count":1}')
      await settle()
      await settle()
      expect(probe.stats.renders).to.equal(0)
      expect(element.shadowRoot!.children).to.have.length(0)
      container = mount('')
      container.append(element)
      await rendered(element)
      expect(base(element)!.dataset.label).to.equal('Detached')
    })

    it('keeps its state when moved within the page', async () => {
      container = mount(`<section></section><${probe.tag}></${probe.tag}>`)
      const element = container.querySelector(probe.tag) as Probe['ProbeElement']['prototype']
      await rendered(element)
      element.increment()
      element.increment()
      await waitFor(() => base(element)!.dataset.clicks === '2', 'two clicks')
      container.querySelector('section')!.append(element)
      await settle()
      await settle()
      expect(base(element)!.dataset.clicks).to.equal('2')
      expect(probe.stats.mounts).to.equal(1)
      expect(probe.stats.unmounts).to.equal(0)
    })

    it('keeps its state when its configuration changes', async () => {
      container = mount(`<${probe.tag} label="First"></${probe.tag}>`)
      const element = container.firstElementChild as Probe['ProbeElement']['prototype']
      await rendered(element)
      element.increment()
      await waitFor(() => base(element)!.dataset.clicks === '1', 'one click')
      element.setAttribute('label', 'Second')
      element.setAttribute('data-block-json', '{"count":4}')
      await waitFor(() => base(element)!.dataset.label === 'Second', 'the new label')
      expect(base(element)!.dataset.clicks).to.equal('1')
      expect(base(element)!.dataset.count).to.equal('4')
      expect(probe.stats.mounts).to.equal(1)
    })

    it('renders before the next frame once its implementation has loaded, so that no frame shows it empty', async () => {
      await probe.ProbeElement.load()
      container = mount(`<${probe.tag} label="At once"></${probe.tag}>`)
      const labelAtNextFrame = await new Promise((resolve) =>
        requestAnimationFrame(() => resolve(base(container!.firstElementChild!)?.dataset.label)),
      )
      expect(labelAtNextFrame).to.equal('At once')
    })

    it('shows its light DOM while its implementation loads, and renders once it has', async () => {
      let finishLoading = () => {}
      const { tag, ProbeElement } = defineProbe(renderer, undefined, new Promise<void>((resolve) => (finishLoading = resolve)))
      ProbeElement.define()
      container = mount(`<${tag}><p>Light content</p></${tag}>`)
      const element = container.firstElementChild!
      await settle()
      expect(element.hasAttribute('data-ss-pending')).to.equal(true)
      // Without pending styles the element attaches no shadow root while it loads, unless a script asks for it.
      expect(Object.getOwnPropertyDescriptor(Element.prototype, 'shadowRoot')!.get!.call(element)).to.equal(null)
      expect(element.shadowRoot!.querySelector('slot')!.assignedElements()).to.have.length(1)
      expect(element.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0)
      finishLoading()
      await rendered(element)
      expect(element.hasAttribute('data-ss-pending')).to.equal(false)
    })

    it('draws as it is defined, with no pending state, once its class was handed its implementation', async () => {
      const { tag, ProbeElement, implementation } = defineProbe(renderer, undefined, new Promise<void>(() => {}), ':host { min-height: 321px; }')
      container = mount(`<${tag} label="Handed over"><p>Light content</p></${tag}>`)
      const element = container.firstElementChild!
      const attributes = new MutationObserver(() => {})
      attributes.observe(element, { attributes: true })
      ProbeElement.provide({ default: implementation })
      ProbeElement.define()
      const labelAtNextFrame = await new Promise((resolve) => requestAnimationFrame(() => resolve(base(element)?.dataset.label)))
      expect(labelAtNextFrame).to.equal('Handed over')
      expect(attributes.takeRecords().map((record) => record.attributeName)).not.to.include('data-ss-pending')
    })

    it('with pending styles, shows its light DOM through a slot in the space they reserve while it loads', async () => {
      let finishLoading = () => {}
      const loading = new Promise<void>((resolve) => (finishLoading = resolve))
      const { tag, ProbeElement } = defineProbe(renderer, undefined, loading, ':host { min-height: 321px; }')
      ProbeElement.define()
      container = mount(`<${tag}><p>Light content</p></${tag}>`)
      const element = container.firstElementChild!
      await settle()
      expect(element.shadowRoot!.querySelector('slot')!.assignedElements()).to.have.length(1)
      expect(element.getBoundingClientRect().height).to.equal(321)
      finishLoading()
      await rendered(element)
      expect(element.hasAttribute('data-ss-pending')).to.equal(false)
      expect(element.getBoundingClientRect().height).to.be.lessThan(321)
    })

    it('keeps a server render as it is while it loads, and carries data-ss-pending until it has drawn', async () => {
      let finishLoading = () => {}
      const loading = new Promise<void>((resolve) => (finishLoading = resolve))
      const { tag, ProbeElement } = defineProbe(renderer, undefined, loading, ':host { min-height: 321px; }')
      ProbeElement.define()
      container = document.createElement('div')
      container.setHTMLUnsafe(`<${tag}><template shadowrootmode="open"><p>Server render</p></template><p>Light content</p></${tag}>`)
      document.body.append(container)
      const element = container.firstElementChild!
      await settle()
      expect(element.hasAttribute('data-ss-pending'), 'pending while its code loads').to.equal(true)
      expect(element.shadowRoot!.innerHTML).to.equal('<p>Server render</p>')
      finishLoading()
      await rendered(element)
      expect(element.hasAttribute('data-ss-pending')).to.equal(false)
    })

    it('with its implementation loaded, carries data-ss-pending from its connection until its server render is hydrated', async () => {
      await probe.ProbeElement.load()
      container = document.createElement('div')
      container.setHTMLUnsafe(`<${probe.tag}><template shadowrootmode="open"><link rel="stylesheet" href="/dist/styles/${probe.tag}.css"><p>Server render</p></template></${probe.tag}>`)
      const element = container.firstElementChild!
      document.body.append(container)
      // React hydrates in a later task, pending meanwhile; lit and Preact draw in the task of the connection.
      expect(element.hasAttribute('data-ss-pending') || base(element) !== null, 'pending, or drawn').to.equal(true)
      await rendered(element)
      expect(element.hasAttribute('data-ss-pending')).to.equal(false)
    })

    it('reports an implementation that cannot load and keeps its light DOM', async () => {
      const errors = captureConsoleErrors()
      try {
        const { tag, ProbeElement } = defineProbe(renderer, undefined, new Promise<void>((_, reject) => setTimeout(() => reject(new Error('offline')))))
        ProbeElement.define()
        container = mount(`<${tag}><p>Light content</p></${tag}>`)
        const element = container.firstElementChild!
        await waitFor(() => element.hasAttribute('data-ss-error'), 'the load error')
        expect(String(errors.calls[0]![0])).to.contain(`<${tag}>`).and.to.contain('offline')
        expect(element.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0)
      } finally {
        errors.restore()
      }
    })

    it('unmounts on removal and works again when re-inserted', async () => {
      container = mount(`<${probe.tag}></${probe.tag}>`)
      const element = container.firstElementChild!
      await rendered(element)
      element.remove()
      await settle()
      expect(probe.stats.unmounts).to.equal(1)
      expect(element.shadowRoot!.children).to.have.length(0)
      container.append(element)
      await rendered(element)
      expect(probe.stats.mounts).to.equal(2)
    })

    it('leaves no listeners, timers, observers or roots behind after 1,000 insert/remove cycles', async () => {
      container = mount('')
      const element = document.createElement(probe.tag)
      const resources = trackResources()
      const cycle = async () => {
        container!.append(element)
        await rendered(element)
        element.remove()
        await settle()
      }
      try {
        // React adds its delegated listeners to a root's container (this shadow root) once and for good.
        await cycle()
        const before = resources.snapshot({ retained: [element] })
        for (let count = 1; count < 1000; count++) await cycle()
        expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
      } finally {
        resources.restore()
      }
      expect(probe.stats.mounts).to.equal(1000)
      expect(probe.stats.unmounts).to.equal(1000)
    })
  })

  describe('events and methods', () => {
    it('dispatches ss-* events from the host, bubbling and composed', async () => {
      container = mount(`<${probe.tag}></${probe.tag}>`)
      const element = container.firstElementChild!
      await rendered(element)
      const received: CustomEvent[] = []
      const listener = (event: Event) => received.push(event as CustomEvent)
      document.addEventListener('ss-probe', listener)
      element.shadowRoot!.querySelector('button')!.click()
      document.removeEventListener('ss-probe', listener)
      expect(received).to.have.length(1)
      expect(received[0]!.target).to.equal(element)
      expect(received[0]!.bubbles).to.equal(true)
      expect(received[0]!.composed).to.equal(true)
      expect(received[0]!.detail).to.deep.equal({ clicks: 0 })
    })

    it('runs a method called before the component mounted once it has', async () => {
      const element = document.createElement(probe.tag) as Probe['ProbeElement']['prototype']
      element.increment()
      expect(element.clicks).to.equal(0)
      container = mount('')
      container.append(element)
      await waitFor(() => base(element)?.dataset.clicks === '1', 'the queued increment')
      expect(element.clicks).to.equal(1)
    })
  })

  describe('define()', () => {
    it('is a no-op the second time', () => {
      expect(() => probe.ProbeElement.define()).to.not.throw()
      expect(customElements.get(probe.tag)).to.equal(probe.ProbeElement)
    })

    it('keeps the first class when another one claims the tag, with a debug message only', () => {
      const other = defineProbe(renderer)
      const debug: unknown[][] = []
      const original = console.debug
      console.debug = (...args: unknown[]) => debug.push(args)
      try {
        expect(() => other.ProbeElement.define(probe.tag)).to.not.throw()
      } finally {
        console.debug = original
      }
      expect(customElements.get(probe.tag)).to.equal(probe.ProbeElement)
      expect(debug).to.have.length(1)
    })

    it('can define the same element under a second tag', async () => {
      const alias = `${probe.tag}-alias`
      probe.ProbeElement.define(alias)
      container = mount(`<${alias} label="Alias"></${alias}>`)
      await rendered(container.firstElementChild!)
      expect(base(container.firstElementChild!)!.dataset.label).to.equal('Alias')
    })
  })
})
