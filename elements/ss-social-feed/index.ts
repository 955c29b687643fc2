import type { WidgetEventMap, WidgetRenderedDetail } from '../../core/widgets/widget-events.ts'
import { SsSocialFeed } from './element.ts'
import * as implementation from './implementation.ts'

SsSocialFeed.provide(implementation)
SsSocialFeed.define()

export { SsSocialFeed }
export type { WidgetRenderedDetail }

export interface SocialFeedEventMap extends WidgetEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-social-feed': SsSocialFeed
  }
}
