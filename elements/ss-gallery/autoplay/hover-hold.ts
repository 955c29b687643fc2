import type { GalleryConfig } from '../schema/block-schema.ts'

type PauseOnMouseover = GalleryConfig['autoplayOptions']['pauseOnMouseover']

/**
 * Where the pointer holds autoplay: over the gallery itself (`true`), over what a list of selectors matches
 * anywhere in the page, shadow roots included (a list), or nowhere (`false`, an empty list). The gallery listens
 * on itself, a list on the document.
 */
export const hoverTarget = (host: HTMLElement, setting: PauseOnMouseover): EventTarget | undefined =>
  setting === true ? host : Array.isArray(setting) && setting.length > 0 ? document : undefined

/** Whether a pointer event's composed path is over one of the setting's targets. */
export function overHoverTarget(path: readonly EventTarget[], setting: PauseOnMouseover): boolean {
  if (!Array.isArray(setting)) return setting
  return path.some((node) => node instanceof Element && setting.some((selector) => matchesSafely(node, selector)))
}

function matchesSafely(element: Element, selector: string): boolean {
  try {
    return element.matches(selector)
  } catch {
    return false // a selector that does not parse matches nothing
  }
}
