import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { MobileInfoBarActivateDetail, MobileInfoBarConfig, MobileInfoBarMethods } from './schema.ts'

export function MobileInfoBar({ config, host }: ElementProps<MobileInfoBarConfig, MobileInfoBarMethods>) {
  const activate = () => host.emit<MobileInfoBarActivateDetail>('ss-mobile-info-bar-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
