import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { LockScreenActivateDetail, LockScreenConfig, LockScreenMethods } from './schema.ts'

export function LockScreen({ config, host }: ElementProps<LockScreenConfig, LockScreenMethods>) {
  const activate = () => host.emit<LockScreenActivateDetail>('ss-lock-screen-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
