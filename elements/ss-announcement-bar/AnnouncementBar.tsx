import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { AnnouncementBarActivateDetail, AnnouncementBarConfig, AnnouncementBarMethods } from './schema.ts'

export function AnnouncementBar({ config, host }: ElementProps<AnnouncementBarConfig, AnnouncementBarMethods>) {
  const activate = () => host.emit<AnnouncementBarActivateDetail>('ss-announcement-bar-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
