import { resetPageContext } from '../../../core/context/page-context.ts'
import { waitFor } from '../../../test/helpers/wait.ts'
import type { SsReservation } from '../index.ts'
import { setReservationScriptUrl } from '../widget-script.ts'

declare global {
  interface Window {
    fakeReservation?: { loads: Array<Record<string, string>> }
  }
}

/** Every widget script of these tests is the local fake, which records what it was asked. */
export const useFakeWidget = () =>
  setReservationScriptUrl('/elements/ss-reservation/test-fixtures/fake-reservation.js?rid={restaurantId}&theme={theme}&lang={language}')

export const widgetLoads = () => window.fakeReservation?.loads ?? []

/** The widget scripts the page has requested, fake or real, as the browser recorded them. */
export const widgetRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('fake-reservation.js') || name.includes('opentable.com'))

export function setPageContext(context: object | undefined): void {
  if (context) window.SS_CONTEXT = context
  else delete window.SS_CONTEXT
  resetPageContext()
}

let container: HTMLElement | undefined

/**
 * Puts `html` in a box `width` pixels wide, below the fold when `offscreen`, and waits until its
 * `<ss-reservation>` has rendered.
 */
export async function mountReservation(html: string, { width = 600, offscreen = false } = {}): Promise<SsReservation> {
  container ??= document.body.appendChild(document.createElement('div'))
  if (offscreen) container.insertAdjacentHTML('beforeend', '<div style="height: 3000px"></div>')
  const box = document.createElement('div')
  box.style.width = `${width}px`
  box.innerHTML = html
  container.append(box)
  const element = box.querySelector('ss-reservation')!
  await waitFor(() => baseOf(element) && !element.hasAttribute('data-ss-pending'), 'the element to render')
  return element
}

export function removeReservations(): void {
  container?.remove()
  container = undefined
}

export const baseOf = (element: SsReservation) => element.shadowRoot?.querySelector<HTMLElement>('[part=base]')

/** What the block shows: the light-DOM elements of the slot that is not hidden. */
export const shown = (element: SsReservation) =>
  [...element.shadowRoot!.querySelectorAll('slot')].filter((slot) => !slot.hidden).flatMap((slot) => slot.assignedElements())

export const widgetFrame = (element: SsReservation) => element.querySelector<HTMLIFrameElement>('[slot=widget] iframe')

export const FALLBACK = '<a href="https://www.opentable.com/r/harbour-kitchen">Book a table at Harbour Kitchen</a>'
