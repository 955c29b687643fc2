import { html } from 'lit-html'
import { pageContext } from '../../core/context/page-context.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { badgeType } from '../../core/context/badge-type.ts'
import type { BadgeConfig } from './schema.ts'

/** The badge: its light-DOM link in a small corner box of the chosen look. lit-html: it is on every page of a site. */
export function badgeView(host: ElementHost<object>): LitView<BadgeConfig> {
  return {
    render(config) {
      const type = badgeType(config.ssBadgeType ?? pageContext().websiteSettings?.ssBadgeType)
      host.element.hidden = type === 'none'
      return html`<div part="base" data-type=${type}><slot></slot></div>`
    },
  }
}
