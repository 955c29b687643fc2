import type { WidgetEventMap, WidgetRenderedDetail } from '../../core/widgets/widget-events.ts'
import { SsSummary } from './element.ts'
import * as implementation from './implementation.ts'

SsSummary.provide(implementation)
SsSummary.define()

export { SsSummary }
export type { WidgetRenderedDetail }

export interface SummaryEventMap extends WidgetEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-summary': SsSummary
  }
}
