import { trackButtonClick, trackButtonRender, type ButtonPayload } from './census.ts'

/** Links tracked as buttons: `<a href data-ss-button-id="…">`, with optional alignment, size and context. */
export const TRACKED_BUTTONS = 'a[href][data-ss-button-id]'

/** Links already initialised: a link is initialised only once. */
const initialised = new WeakSet<Element>()
/** Clicks being replayed after their record: let through, and not recorded again. */
const replaying = new WeakSet<Element>()
/** Links whose click is held while it is recorded. */
const holding = new WeakSet<Element>()

/** The tracking payload of a tracked link. */
export function buttonPayload(link: HTMLAnchorElement): ButtonPayload {
  return {
    id: link.dataset.ssButtonId ?? '',
    buttonText: (link.textContent ?? '').trim(),
    clickthroughUrl: link.href,
    alignment: link.dataset.ssButtonAlignment ?? null,
    size: link.dataset.ssButtonSize ?? null,
    newWindow: link.target === '_blank',
    context: link.dataset.ssButtonContext === '2' ? 2 : 1,
  }
}

/** Whether the browser would follow this click in the same window: a plain primary click on a link without a target. */
function followsInSameWindow(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey
  const target = link.target.toLowerCase()
  return event.button === 0 && !modified && !link.hasAttribute('download') && (target === '' || target === '_self')
}

/**
 * Tracks the button links under `root`: each is recorded as rendered once, and each click is recorded. A
 * click that would follow the link in the same window is held until the record is answered (at most 2.5 s),
 * then replayed, so the page does not unload before the record leaves; a second click while one is held does
 * nothing, and the replay is not recorded again. Returns `stop`.
 */
export function trackButtons(root: Document | HTMLElement = document): () => void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(TRACKED_BUTTONS)) {
    if (initialised.has(link)) continue
    initialised.add(link)
    void trackButtonRender(buttonPayload(link))
  }

  const onClick = (event: MouseEvent) => {
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.matches(TRACKED_BUTTONS))
    if (!link || event.defaultPrevented) return
    if (replaying.has(link)) {
      replaying.delete(link)
      return
    }
    if (!followsInSameWindow(event, link)) {
      void trackButtonClick(buttonPayload(link))
      return
    }
    event.preventDefault()
    if (holding.has(link)) return
    holding.add(link)
    void trackButtonClick(buttonPayload(link)).then(() => {
      holding.delete(link)
      replaying.add(link)
      link.click()
    })
  }
  root.addEventListener('click', onClick as EventListener)
  return () => root.removeEventListener('click', onClick as EventListener)
}
