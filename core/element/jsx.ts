import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { SsErrorDetail } from './element-host.ts'

type EventHandlers<Events> = {
  [Name in keyof Events & string as `on${Name}`]?: (event: Events[Name]) => void
}

/**
 * The JSX props of an `ss-*` element for React 19 users: its attributes, `data-block-json`, and its events
 * as `onss-…` props, which React 19 attaches as listeners on custom elements.
 */
export type SsElementJsxProps<Element, Attributes, Events> = DetailedHTMLProps<HTMLAttributes<Element>, Element> &
  Attributes &
  EventHandlers<Events & { 'ss-error': CustomEvent<SsErrorDetail> }> & { 'data-block-json'?: string }
