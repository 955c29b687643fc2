import { html, nothing, svg } from 'lit-html'
import type { CookieBannerSettings } from '../../core/consent/banner-settings.ts'

export interface BannerTemplateOptions {
  settings: CookieBannerSettings
  label: string
  message: string | HTMLElement
  /** A modal `<dialog>` that makes the page inert until the visitor chooses, instead of a region. */
  modal: boolean
  /** Drawn in the flow of the page instead of fixed to the viewport. */
  preview: boolean
  onChoice(allowed: boolean): void
}

const kebab = (value: string) => value.toLowerCase().replace('_', '-')

const acceptIcon = svg`<path d="M5 12.5l4.5 4.5L19 7.5" />`
const declineIcon = svg`<path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />`

export function bannerTemplate(options: BannerTemplateOptions) {
  const { settings, label, modal, preview } = options
  const classes = [
    'banner',
    kebab(settings.cookieBannerVariant),
    kebab(settings.cookieBannerPosition),
    `theme-${kebab(settings.cookieBannerTheme)}`,
    `cta-${kebab(settings.cookieBannerCtaVariant)}`,
    preview ? 'preview' : '',
  ].join(' ')
  const withDecline = settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT'
  const content = html`<div part="message" class="message" id="message">${options.message}</div>
    <div part="actions" class="actions">
      ${withDecline ? choiceButton('decline', settings.cookieBannerOptOutCtaText, settings, () => options.onChoice(false)) : nothing}
      ${choiceButton('accept', settings.cookieBannerCtaText, settings, () => options.onChoice(true))}
    </div>`
  if (modal) {
    return html`<dialog part="base" class=${classes} aria-label=${label} aria-describedby="message">
      ${content}
    </dialog>`
  }
  return html`<section part="base" class=${classes} aria-label=${label} tabindex="-1">${content}</section>`
}

/** Accept and decline look alike in every variant: declining is as easy as accepting. */
function choiceButton(choice: 'accept' | 'decline', text: string, settings: CookieBannerSettings, onClick: () => void) {
  const part = `button ${choice}-button`
  if (settings.cookieBannerCtaVariant !== 'ICON') {
    return html`<button type="button" part=${part} class="choice" data-choice=${choice} @click=${onClick}>${text}</button>`
  }
  return html`<button type="button" part=${part} class="choice" data-choice=${choice} aria-label=${text} title=${text} @click=${onClick}>
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${choice === 'accept' ? acceptIcon : declineIcon}</svg>
  </button>`
}
