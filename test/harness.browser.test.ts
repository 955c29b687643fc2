import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import * as React from 'react'
import { createElement, useState } from 'react'
import { engine } from 'ss-test-engine'
import { createRoot } from 'react-dom/client'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { emulateMedia, setViewport } from './helpers/emulation.ts'
import { nextFrame, waitForEvent } from './helpers/events.ts'
import { trackResources } from './helpers/resources.ts'
import { waitFor } from './helpers/wait.ts'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label}: ${count}`)
}
customElements.define(
  'harness-counter',
  class extends HTMLElement {
    connectedCallback() {
      createRoot(this.attachShadow({ mode: 'open' })).render(createElement(Counter, { label: this.getAttribute('label') ?? '' }))
    }
  },
)

let container: HTMLElement

function mount(html: string): HTMLElement {
  container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

async function renderedCounter(): Promise<HTMLButtonElement> {
  mount('<input aria-label="Before"><harness-counter label="Clicks"></harness-counter><input aria-label="After">')
  const counter = container.querySelector('harness-counter')!
  await waitFor(() => counter.shadowRoot?.querySelector('button'), 'the counter to render')
  return counter.shadowRoot!.querySelector('button')!
}

afterEach(() => container?.remove())

describe('the browser test harness', () => {
  it('runs on the engine the build ships: React 19 itself by default, Preact with LITE=1', () => {
    // Preact's React API gives its version as React's; React's own internals, and Preact's extra names, tell them apart.
    expect(React.version).to.match(/^19\./)
    expect('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE' in React).to.equal(engine === 'react')
    expect('useErrorBoundary' in React).to.equal(engine === 'lite')
  })

  it('renders a React component into an open shadow root, with working hooks', async () => {
    const button = await renderedCounter()
    expect(button.getRootNode()).to.be.instanceOf(ShadowRoot)
    expect((button.getRootNode() as ShadowRoot).mode).to.equal('open')
    expect(button.textContent).to.equal('Clicks: 0')
    button.click()
    await waitFor(() => button.textContent === 'Clicks: 1', 'the count to reach 1')
  })

  it('moves focus with a real Tab key and types into the focused field', async () => {
    const button = await renderedCounter()
    const [before, after] = Array.from(container.querySelectorAll('input')) as [HTMLInputElement, HTMLInputElement]
    before.focus()
    await sendKeys({ press: 'Tab' })
    expect(button.getRootNode()).to.have.property('activeElement', button)
    await sendKeys({ press: 'Tab' })
    expect(document.activeElement).to.equal(after)
    await sendKeys({ type: 'typed text' })
    expect(after.value).to.equal('typed text')
  })

  it('moves focus backwards with Shift+Tab and activates a button with Space and Enter', async () => {
    const button = await renderedCounter()
    const after = container.querySelectorAll('input')[1]!
    after.focus()
    await sendKeys({ press: 'Shift+Tab' })
    expect(button.getRootNode()).to.have.property('activeElement', button)
    await sendKeys({ press: 'Space' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => button.textContent === 'Clicks: 2', 'the count to reach 2')
  })

  // MiniBrowser's window is at least 447 px wide: narrower layouts are tested by sizing a container.
  it('sizes the viewport', async () => {
    const original = { width: innerWidth, height: innerHeight }
    await setViewport({ width: 600, height: 500 })
    expect([innerWidth, innerHeight]).to.deep.equal([600, 500])
    expect(matchMedia('(max-width: 600px)').matches).to.equal(true)
    await setViewport({ width: 1024, height: 768 })
    expect(matchMedia('(min-width: 1000px)').matches).to.equal(true)
    await setViewport(original)
  })

  it('emulates a preference for reduced motion, for script at least, and resets it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true)
    expect(matchMedia('(prefers-reduced-motion)').matches).to.equal(true)
    await emulateMedia({ reducedMotion: null })
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(false)
  })

  describe('expectNoAxeViolations', () => {
    it('fails listing the rule, impact and target of a real violation', async () => {
      mount('<img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">')
      const failure = await expectNoAxeViolations(container).then(
        () => null,
        (error: Error) => error,
      )
      expect(failure?.message).to.contain('image-alt (critical)').and.to.contain('#no-alt')
    })

    it('passes on an accessible fixture', async () => {
      mount('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot"><button type="button">Save</button>')
      await expectNoAxeViolations(container)
    })
  })

  describe('trackResources', () => {
    it('counts a listener while it is added, by target, type, listener and capture', () => {
      const resources = trackResources()
      try {
        const onClick = () => {}
        document.body.addEventListener('click', onClick)
        document.body.addEventListener('click', onClick)
        document.body.addEventListener('click', onClick, { capture: true })
        expect(resources.snapshot().listeners).to.equal(2)
        document.body.removeEventListener('click', onClick)
        expect(resources.snapshot().listeners).to.equal(1)
        document.body.removeEventListener('click', onClick, true)
        expect(resources.snapshot().listeners).to.equal(0)
      } finally {
        resources.restore()
      }
    })

    it('counts a listener on a node only while the node is in the page or under a retained element', () => {
      const resources = trackResources()
      try {
        const host = document.createElement('div')
        const inside = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'))
        const dropped = document.createElement('button')
        for (const target of [host, inside, dropped]) target.addEventListener('click', () => {})
        expect(resources.snapshot().listeners).to.equal(0)
        expect(resources.snapshot({ retained: [host] }).listeners).to.equal(2)
        document.body.append(host)
        expect(resources.snapshot().listeners).to.equal(2)
        host.remove()
      } finally {
        resources.restore()
      }
    })

    it('releases a once listener when it fires and a signal listener when its signal aborts', () => {
      const resources = trackResources()
      try {
        const target = new EventTarget()
        const controller = new AbortController()
        let calls = 0
        target.addEventListener('ping', () => calls++, { once: true })
        target.addEventListener('ping', () => {}, { signal: controller.signal })
        expect(resources.snapshot().listeners).to.equal(2)
        target.dispatchEvent(new Event('ping'))
        target.dispatchEvent(new Event('ping'))
        expect(calls).to.equal(1)
        expect(resources.snapshot().listeners).to.equal(1)
        controller.abort()
        expect(resources.snapshot().listeners).to.equal(0)
      } finally {
        resources.restore()
      }
    })

    it('counts timers until they run or are cleared, and observers until they disconnect', async () => {
      const resources = trackResources()
      try {
        const interval = setInterval(() => {}, 60_000)
        const timeoutRan = new Promise((resolve) => setTimeout(resolve, 0))
        const pending = setTimeout(() => {}, 60_000)
        const frameRan = new Promise((resolve) => requestAnimationFrame(resolve))
        const resizeObserver = new ResizeObserver(() => {})
        resizeObserver.observe(document.body)
        const mutationObserver = new MutationObserver(() => {})
        mutationObserver.observe(document.body, { childList: true })
        expect(resources.snapshot()).to.deep.equal({
          listeners: 0,
          timeouts: 2,
          intervals: 1,
          animationFrames: 1,
          intersectionObservers: 0,
          resizeObservers: 1,
          mutationObservers: 1,
        })
        await Promise.all([timeoutRan, frameRan])
        expect(resources.snapshot()).to.include({ timeouts: 1, animationFrames: 0 })
        clearInterval(interval)
        clearTimeout(pending)
        resizeObserver.unobserve(document.body)
        mutationObserver.disconnect()
        expect(resources.snapshot()).to.deep.equal({
          listeners: 0,
          timeouts: 0,
          intervals: 0,
          animationFrames: 0,
          intersectionObservers: 0,
          resizeObservers: 0,
          mutationObservers: 0,
        })
      } finally {
        resources.restore()
      }
    })
  })

  describe('event helpers', () => {
    it('nextFrame resolves once the pending animation frame has run', async () => {
      let frameRan = false
      requestAnimationFrame(() => (frameRan = true))
      await nextFrame()
      expect(frameRan).to.equal(true)
    })

    it('waitForEvent resolves with the event dispatched', async () => {
      const target = new EventTarget()
      const event = new CustomEvent('ready', { detail: 42 })
      setTimeout(() => target.dispatchEvent(event), 0)
      expect(await waitForEvent(target, 'ready')).to.equal(event)
    })

    it('waitForEvent rejects naming the event after the timeout', async () => {
      const failure = await waitForEvent(new EventTarget(), 'never', 10).catch((error: Error) => error)
      expect(String(failure)).to.contain('Timed out after 10 ms waiting for the never event')
    })
  })
})
