/** A slide of the sliding designs as the WAI-ARIA carousel pattern names it: a group announced as "slide 2 of 9". */
export function slideGroupProps(index: number, count: number) {
  return {
    className: 'slide',
    part: 'slide',
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${index + 1} of ${count}`,
    'data-index': index,
  } as const
}
