import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { MarqueeActivateDetail, MarqueeConfig, MarqueeMethods } from './schema.ts'

export function Marquee({ config, host }: ElementProps<MarqueeConfig, MarqueeMethods>) {
  const activate = () => host.emit<MarqueeActivateDetail>('ss-marquee-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
