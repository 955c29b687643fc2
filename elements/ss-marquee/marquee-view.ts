import { html } from 'lit-html'
import { createRef, ref } from 'lit-html/directives/ref.js'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { MarqueeController } from './marquee-controller.ts'
import type { MarqueeConfig, MarqueeMethods } from './schema.ts'

/**
 * The marquee's view: a clipped viewport around the sliding row of slotted items, and the pause control. The
 * items and their copies are light DOM, moved by the controller, so React would only wrap a slot and a button:
 * the marquee is drawn with lit-html, and a page with a marquee loads no React.
 */
export function marqueeView(host: ElementHost<MarqueeMethods>, requestRender: () => void): LitView<MarqueeConfig, MarqueeMethods> {
  const controller = new MarqueeController(host.element, requestRender)
  const track = createRef<HTMLElement>()
  let started = false
  const toggle = () => (controller.userPaused ? controller.play() : controller.pause())
  return {
    render(config) {
      controller.configure(config)
      if (!started) {
        started = true
        // The track exists once this template has been rendered, which happens right after this returns.
        queueMicrotask(() => controller.start(track.value!))
      }
      return html`<div part="viewport"><div part="track" ${ref(track)}><slot></slot></div></div>
        <button part="control" type="button" ?hidden=${controller.state === 'static'} @click=${toggle}>
          ${controller.userPaused ? 'Play' : 'Pause'}
        </button>`
    },
    methods: { play: () => controller.play(), pause: () => controller.pause() },
    disconnect: () => controller.stop(),
  }
}
