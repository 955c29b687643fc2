import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import { AudioControls, startAudio } from './AudioControls.tsx'
import type { AudioConfig, AudioMethods } from './schema.ts'

const audioOf = (element: Element) => element.querySelector('audio')
const DESCENDANTS: MutationObserverInit = { childList: true, subtree: true }

/**
 * The audio player: play and pause, a seek slider, the time, mute and volume, over the light DOM's own
 * `<audio>`, which keeps playing the sound and stays the player without JavaScript. Without one, the light DOM
 * shows as it is.
 */
export function Audio({ host }: ElementProps<AudioConfig, AudioMethods>) {
  const audio = useLightDom(host.element, audioOf, DESCENDANTS)
  useElementMethods(host, {
    play: () => startAudio(audio),
    pause: () => audio?.pause(),
  })
  return audio ? <AudioControls audio={audio} host={host} /> : <slot />
}
