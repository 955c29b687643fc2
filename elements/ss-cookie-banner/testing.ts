import type { SsCookieBanner } from './element.ts'
import { forgetVisitor } from '../../core/analytics/testing/cookies.ts'
import { recordNetwork, type NetworkRecorder, type RecorderOptions } from '../../core/analytics/testing/network-recorder.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
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

/**
 * For a test file: `banner()` renders into one container (a `containerTag`), and each test starts as a new
 * visitor with the network recorded; after it, the banners are removed, the visitor's cookies forgotten, the
 * network restored and reduced motion no longer emulated.
 */
export function useBannerPage(containerTag = 'div') {
  let container: HTMLElement | undefined
  let network: NetworkRecorder
  beforeEach(() => {
    forgetVisitor()
    network = recordNetwork()
  })
  afterEach(async () => {
    container?.remove()
    container = undefined
    network.restore()
    forgetVisitor()
    await emulateMedia({ reducedMotion: null })
  })
  /** The element the test's banners and other markup go into, added to the page on first use. */
  const containerElement = () => (container ??= document.body.appendChild(document.createElement(containerTag)))
  return {
    container: containerElement,
    banner: (settings: object = {}, attributes = '') => renderBanner(containerElement(), settings, attributes),
    /** What the page has sent since the test began (or since `recordNetwork`). */
    get network() {
      return network
    },
    /** Records anew with other answers from the network. */
    recordNetwork(options: RecorderOptions) {
      network.restore()
      network = recordNetwork(options)
    },
  }
}
