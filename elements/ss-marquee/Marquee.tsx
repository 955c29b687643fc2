import { useLayoutEffect, useRef, type CSSProperties } from 'react'
import { useController } from '../../core/element/controller.ts'
import { useStore } from '../../core/element/store.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { MarqueeController } from './marquee-controller.ts'
import { MAX_WAVE_HEIGHT_EM, waveShare } from './marquee-rules.ts'
import type { MarqueeConfig, MarqueeMethods } from './schema.ts'

/**
 * `<ss-marquee>`: a clipped viewport around the sliding row of slotted items, and the pause control. The items
 * and their copies are light DOM, laid out and moved by `MarqueeController`.
 */
export function Marquee({ config, host }: ElementProps<MarqueeConfig, MarqueeMethods>) {
  const track = useRef<HTMLDivElement>(null)
  const controller = useController(() => new MarqueeController(host.element, track, config))
  useLayoutEffect(() => controller.configure(config), [controller, config])
  const { state, userPaused } = useStore(controller.shown)
  useElementMethods(host, { play: () => controller.play(), pause: () => controller.pause() })
  // The wave's room above and below the line comes from the settings alone, so a server draws it too.
  const waveRoom = { '--ss-marquee-wave-room': `${waveShare(config.waveIntensity) * MAX_WAVE_HEIGHT_EM}em` } as CSSProperties
  return (
    <>
      <div part="viewport">
        <div part="track" ref={track} style={waveRoom}>
          <slot />
        </div>
      </div>
      <button part="control" type="button" hidden={state === 'static'} onClick={() => (userPaused ? controller.play() : controller.pause())}>
        {userPaused ? 'Play' : 'Pause'}
      </button>
    </>
  )
}
