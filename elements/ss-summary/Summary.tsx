import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { blockIdOf } from '../../core/widgets/widget-rendering.ts'
import { WidgetView } from '../../core/widgets/WidgetView.tsx'
import type { SummaryConfig } from './schema.ts'

/** The summary the server renders for the block's collection, in place of the links once it has come. */
export function Summary({ config, host }: ElementProps<SummaryConfig>) {
  return <WidgetView host={host} widget={{ type: 'summary', id: blockIdOf(host.element), value: config, collectionId: config.collectionId }} layout="summary" />
}
