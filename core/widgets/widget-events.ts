/** Detail of `ss-widget-rendered`: the widget type the server rendered. */
export interface WidgetRenderedDetail {
  type: string
}

/** The events `<ss-social-feed>` and `<ss-summary>` share, declared once here. */
export interface WidgetEventMap {
  'ss-widget-rendered': CustomEvent<WidgetRenderedDetail>
}

declare global {
  interface GlobalEventHandlersEventMap extends WidgetEventMap {}
}
