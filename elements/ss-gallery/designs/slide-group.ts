/** The id (within the shadow root) of the element holding the slides, which controls and pickers name. */
export const SLIDES_ID = 'slides'

/** A slide's accessible name, "2 of 9": its group and the thumbnail that picks it both carry it. */
export const slideName = (index: number, count: number) => `${index + 1} of ${count}`

/** A slide of the sliding designs as the WAI-ARIA carousel pattern names it: a group announced as "slide 2 of 9". */
export function slideGroupProps(index: number, count: number) {
  return {
    className: 'slide',
    part: 'slide',
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': slideName(index, count),
    'data-index': index,
  } as const
}

/**
 * The element holding the slides: what the controls name, and a live region that announces a new slide only
 * while the slides do not rotate by themselves (a rotating carousel that spoke at every turn would drown the
 * rest of the page).
 */
export const slidesContainerProps = (rotating: boolean) => ({ id: SLIDES_ID, 'aria-live': rotating ? 'off' : 'polite' }) as const
