import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { PopupActivateDetail, PopupConfig, PopupMethods } from './schema.ts'

export function Popup({ config, host }: ElementProps<PopupConfig, PopupMethods>) {
  const activate = () => host.emit<PopupActivateDetail>('ss-popup-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
