import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { EMBED_MESSAGES } from './embed-markup.ts'
import type { SsEmbed } from './index.ts'
import './index.ts'

interface Probe {
  type: 'probe'
  what: string
  value: string
}

// The author's script tries to reach the page and its cookies, and reports what happened.
const PROBE_SCRIPT = `<script>
  const report = (what, value) => parent.postMessage({ type: 'probe', what, value }, '*')
  try { parent.document.body.dataset.embedMarker = 'reached'; report('parent', 'reached') } catch (error) { report('parent', error.name) }
  try { report('cookie', document.cookie) } catch (error) { report('cookie', error.name) }
</script>`

// A box whose height the test sets by posting `{grow: px}` into the frame; `{forge: value}` makes the frame
// send a size message of its own with that height.
const GROWING_BOX = `<div id="box" style="height: 300px"></div>
<script>addEventListener('message', ({ data }) => {
  if ('grow' in data) document.getElementById('box').style.height = data.grow + 'px'
  if ('forge' in data) parent.postMessage({ type: 'ss-embed-size', height: data.forge }, '*')
})</script>`

describe('<ss-embed>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  async function mount(inner: string, attributes = ''): Promise<SsEmbed> {
    container = document.createElement('div')
    container.innerHTML = `<ss-embed ${attributes}>${inner}</ss-embed>`
    document.body.append(container)
    const element = container.querySelector('ss-embed')!
    await waitFor(() => element.shadowRoot?.querySelector('[part]'), 'the embed to render')
    return element
  }

  const frameOf = (element: SsEmbed) => element.shadowRoot!.querySelector('iframe')!
  const frameHeight = (element: SsEmbed) => frameOf(element).getBoundingClientRect().height

  it('shows the template markup in a frame sandboxed to scripts only, named by its label', async () => {
    const element = await mount('<template><p>Hello from the embed</p></template>', 'label="Opening hours"')
    const frame = frameOf(element)
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts')
    expect(frame.title).to.equal('Opening hours')
    expect(frame.srcdoc).to.contain('<p>Hello from the embed</p>')
    expect(document.body.textContent).not.to.contain('Hello from the embed')
    await expectNoAxeViolations(container)
  })

  it("keeps the author's script away from the page and its cookies", async () => {
    document.cookie = 'embed-secret=visible-to-the-page; path=/'
    const probes: Probe[] = []
    const listen = (event: MessageEvent) => {
      if ((event.data as Probe)?.type === 'probe') probes.push(event.data as Probe)
    }
    window.addEventListener('message', listen)
    try {
      await mount(`<template><p>Probe</p>${PROBE_SCRIPT}</template>`)
      await waitFor(() => probes.length === 2, 'both probes to report')
      expect(document.body.dataset.embedMarker).to.equal(undefined)
      expect(probes.find((probe) => probe.what === 'parent')!.value).to.equal('SecurityError')
      // Chromium and Firefox throw on reading an opaque origin's cookies; WebKit reads an empty string.
      expect(probes.find((probe) => probe.what === 'cookie')!.value).not.to.contain('embed-secret')
    } finally {
      window.removeEventListener('message', listen)
      document.cookie = 'embed-secret=; path=/; max-age=0'
    }
  })

  it("follows its content's height as it grows and shrinks", async () => {
    const element = await mount(`<template>${GROWING_BOX}</template>`)
    // The frame's document is its body's content plus the body's default 8 px margins.
    await waitFor(() => frameHeight(element) === 316, 'the frame to take its content height')
    frameOf(element).contentWindow!.postMessage({ grow: 500 }, '*')
    await waitFor(() => frameHeight(element) === 516, 'the frame to grow')
    frameOf(element).contentWindow!.postMessage({ grow: 100 }, '*')
    await waitFor(() => frameHeight(element) === 116, 'the frame to shrink')
  })

  it('ignores size messages that do not come from its own frame, or are malformed', async () => {
    const element = await mount(`<template>${GROWING_BOX}</template>`)
    await waitFor(() => frameHeight(element) === 316, 'the frame to take its content height')
    window.postMessage({ type: 'ss-embed-size', height: 900 }, '*')
    for (const forged of ['900', -5, null]) frameOf(element).contentWindow!.postMessage({ forge: forged }, '*')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(frameHeight(element)).to.equal(316)
  })

  it('says so instead of showing a frame when the markup is missing, blank or holds no content', async () => {
    for (const [inner, message] of [
      ['', EMBED_MESSAGES.empty],
      ['<template>  \n </template>', EMBED_MESSAGES.empty],
      ['<template><!-- only a comment --></template>', EMBED_MESSAGES.invalid],
    ] as const) {
      const element = await mount(inner)
      expect(element.shadowRoot!.querySelector('iframe')).to.equal(null)
      expect(element.shadowRoot!.querySelector('[part=message]')!.textContent).to.equal(message)
      await expectNoAxeViolations(container)
      container.remove()
    }
  })

  it('shows a template added after it rendered', async () => {
    const element = await mount('')
    element.innerHTML = '<template><p>Added later</p></template>'
    await waitFor(() => element.shadowRoot!.querySelector('iframe'), 'the frame to appear')
    expect(frameOf(element).srcdoc).to.contain('<p>Added later</p>')
  })
})
