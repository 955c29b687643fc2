import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { CommentsActivateDetail, CommentsConfig, CommentsMethods } from './schema.ts'

export function Comments({ config, host }: ElementProps<CommentsConfig, CommentsMethods>) {
  const activate = () => host.emit<CommentsActivateDetail>('ss-comments-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
