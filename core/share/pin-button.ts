import { pageContext, type PageContext } from '../context/page-context.ts'
import { httpUrl, pageUrl } from './page-url.ts'
import { pinUrl } from './pin-url.ts'

/** The pin button's text, its accessible name. */
export const PIN_BUTTON_LABEL = 'Pin it'

/**
 * Whether the site shows the pin button over its images (`websiteSettings.pinterestOverlayOptions.mode` of the
 * page context): any mode but `disabled` shows it; a site that sets none shows none.
 */
export function pinButtonsShown(context: PageContext = pageContext()): boolean {
  const mode = context.websiteSettings?.pinterestOverlayOptions?.mode
  return mode != null && mode !== '' && mode !== 'disabled'
}

/** The address of the pin of `image`: the page's address, the image as the browser shows it, its alt text. */
export function imagePinUrl(image: HTMLImageElement): string {
  return pinUrl({ url: pageUrl(), media: httpUrl(image.currentSrc || image.src), description: image.alt.trim() })
}

/** Opens the platform's pin page for `image` in a new window: the one request to the platform, on the click. */
export function openPin(image: HTMLImageElement | null | undefined): void {
  if (image) window.open(imagePinUrl(image), '_blank', 'noopener,noreferrer')
}

/**
 * The pin button's CSS, for the shadow root where it sits beside its image, in a positioned box. The
 * button shows while the box (its parent, or the host) is hovered or the button has keyboard focus; otherwise it is transparent but
 * stays in the tab order, so that a keyboard reaches it.
 */
export const pinButtonStyles = /* css */ `
  [part~='pin-button'] {
    position: absolute;
    top: 0.5rem;
    right: 0.5rem;
    z-index: 1;
    padding: 0.375rem 0.75rem;
    border: 0;
    border-radius: 1rem;
    background: var(--ss-pin-button-background, #e60023);
    color: var(--ss-pin-button-color, #fff);
    font: 600 0.875rem/1.2 system-ui, sans-serif;
    cursor: pointer;
    opacity: 0;
    transition: opacity 0.15s;
  }
  :host(:hover) [part~='pin-button'],
  :hover > [part~='pin-button'],
  [part~='pin-button']:focus-visible {
    opacity: 1;
  }
  [part~='pin-button']:focus-visible {
    outline: 2px solid var(--ss-pin-button-background, #e60023);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='pin-button'] {
      transition: none;
    }
  }
`
