import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { ScaledTextActivateDetail, ScaledTextConfig, ScaledTextMethods } from './schema.ts'

export function ScaledText({ config, host }: ElementProps<ScaledTextConfig, ScaledTextMethods>) {
  const activate = () => host.emit<ScaledTextActivateDetail>('ss-scaled-text-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
