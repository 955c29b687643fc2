import { html, nothing } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { infoBarLinks } from './info-bar-links.ts'
import type { MobileInfoBarConfig } from './schema.ts'
import { mobileInfoBarSettings } from './site-settings.ts'

/** Text with its line breaks as `<br>`s: each line stays text, never markup. */
const lines = (text: string) => text.split('\n').map((line, i) => (i === 0 ? line : html`<br />${line}`))

/**
 * The bar: an optional line of text, the Call, Email and Directions links that pass the URL rules, and an
 * Hours button that opens the opening hours below it (a disclosure). The styles hide it above 1,024 px. Drawn
 * with lit-html: a few links do not need React.
 */
export function mobileInfoBarView(host: ElementHost<object>, requestRender: () => void): LitView<MobileInfoBarConfig> {
  let hoursOpen = false
  let warned = ''
  const toggleHours = () => {
    hoursOpen = !hoursOpen
    requestRender()
  }
  return {
    render(config) {
      const settings = mobileInfoBarSettings(config)
      // Warn once per configuration, not on every opening of the hours.
      const key = JSON.stringify(settings)
      const links = infoBarLinks(settings, key === warned ? () => {} : console.warn)
      warned = key
      const hours = settings.hours?.trim()
      const text = settings.text?.trim()
      host.element.hidden = links.length === 0 && !hours && !text
      return html`
        <nav part="base" aria-label="Contact and location">
          ${text ? html`<p part="text">${text}</p>` : nothing}
          <ul part="actions">
            ${links.map((link) => html`<li><a part="action ${link.kind}" href=${link.href}>${link.label}</a></li>`)}
            ${hours
              ? html`<li>
                  <button part="action hours-button" type="button" aria-expanded=${String(hoursOpen)} aria-controls="hours" @click=${toggleHours}>
                    Hours
                  </button>
                </li>`
              : nothing}
          </ul>
          ${hours ? html`<p part="hours" id="hours" ?hidden=${!hoursOpen}>${lines(hours)}</p>` : nothing}
        </nav>
      `
    },
  }
}
