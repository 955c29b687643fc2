import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { AudioActivateDetail, AudioConfig, AudioMethods } from './schema.ts'

export function Audio({ config, host }: ElementProps<AudioConfig, AudioMethods>) {
  const activate = () => host.emit<AudioActivateDetail>('ss-audio-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
