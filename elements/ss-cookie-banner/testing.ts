import type { SsCookieBanner } from './element.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

/**
 * Adds a configured banner to `container` (configured before it connects, as a page would write it) and
 * resolves once it has rendered and slid into place, so that its box and colours are final.
 */
export async function renderBanner(container: HTMLElement, settings: object = {}, attributes = ''): Promise<SsCookieBanner> {
  const template = document.createElement('template')
  template.innerHTML = `<ss-cookie-banner ${attributes}></ss-cookie-banner>`
  const element = template.content.firstElementChild as SsCookieBanner
  element.setAttribute('data-block-json', JSON.stringify(settings))
  container.append(element)
  await waitFor(() => element.dataset.state || element.hasAttribute('data-ss-error'), 'the banner to render')
  await settle()
  await Promise.all((bannerBase(element)?.getAnimations() ?? []).map((animation) => animation.finished))
  return element
}

/** The banner itself (region or dialog), or null when it shows nothing. */
export const bannerBase = (element: Element) => element.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')

export const choiceButton = (element: Element, choice: 'accept' | 'decline') =>
  element.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${choice}-button"]`)!
