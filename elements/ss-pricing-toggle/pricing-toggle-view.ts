import { html } from 'lit-html'
import { pageContext } from '../../core/context/page-context.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { viewIndexForKey } from './pricing-keys.ts'
import type { PricingChangeDetail, PricingToggleConfig, PricingToggleMethods } from './schema.ts'

/** The member-access page shows two views: the left and the right button's. */
const VIEW_COUNT = 2

/**
 * The pricing toggle of a member-access page: two buttons, left and right, each showing its light-DOM
 * `<section data-title>` view, after the WAI-ARIA tabs pattern. Only logged-in members see the buttons;
 * anyone else sees the first view alone. The views stay in the light DOM, each assigned to a slot of its own,
 * so that their content keeps the page's styles.
 */
export function pricingToggleView(host: ElementHost<PricingToggleMethods>, requestRender: () => void): LitView<PricingToggleConfig, PricingToggleMethods> {
  const element = host.element
  const root = element.shadowRoot!
  let selected = 0

  const views = () => Array.from(element.querySelectorAll<HTMLElement>(':scope > section')).slice(0, VIEW_COUNT)

  const select = (index: number, moveFocus = false) => {
    if (!Number.isInteger(index) || index < 0 || index >= views().length || index === selected) return
    selected = index
    requestRender()
    if (moveFocus) root.getElementById(`tab-${index}`)?.focus()
    host.emit<PricingChangeDetail>('ss-pricing-change', { index })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const next = viewIndexForKey(event.key, selected, views().length)
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    select(next, true)
  }

  return {
    render({ label }) {
      const sections = views()
      sections.forEach((section, i) => (section.slot = `view-${i}`))
      const member = pageContext().authenticatedAccount != null
      if (!member) return html`<div part="view"><slot name="view-0"></slot></div>`
      return html`<div part="toggle" role="tablist" aria-label=${label} @keydown=${onKeyDown}>
          ${sections.map(
            (section, i) => html`<button
              type="button"
              role="tab"
              part=${i === selected ? 'button selected' : 'button'}
              id=${`tab-${i}`}
              aria-selected=${i === selected ? 'true' : 'false'}
              aria-controls=${`view-${i}`}
              tabindex=${i === selected ? '0' : '-1'}
              @click=${() => select(i)}
            >
              ${section.dataset.title ?? ''}
            </button>`,
          )}
        </div>
        ${sections.map(
          (_, i) => html`<div part="view" role="tabpanel" id=${`view-${i}`} aria-labelledby=${`tab-${i}`} tabindex="0" ?hidden=${i !== selected}>
            <slot name=${`view-${i}`}></slot>
          </div>`,
        )}`
    },
    methods: { select: (index) => select(index) },
    disconnect() {
      for (const section of views()) section.removeAttribute('slot')
    },
  }
}
