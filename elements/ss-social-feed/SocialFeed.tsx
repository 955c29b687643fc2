import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { blockIdOf } from '../../core/widgets/widget-rendering.ts'
import { WidgetView } from '../../core/widgets/WidgetView.tsx'
import type { SocialFeedConfig } from './schema.ts'

/** The feed the server renders for the block JSON, in place of the links once it has come. */
export function SocialFeed({ config, host }: ElementProps<SocialFeedConfig>) {
  return <WidgetView host={host} widget={{ type: config.type, id: blockIdOf(host.element), value: config }} layout="feed" />
}
