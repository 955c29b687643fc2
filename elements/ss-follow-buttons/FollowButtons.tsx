import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { FollowButtonsActivateDetail, FollowButtonsConfig, FollowButtonsMethods } from './schema.ts'

export function FollowButtons({ config, host }: ElementProps<FollowButtonsConfig, FollowButtonsMethods>) {
  const activate = () => host.emit<FollowButtonsActivateDetail>('ss-follow-buttons-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
