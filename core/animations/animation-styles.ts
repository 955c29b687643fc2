/** Default length of a block's entrance, in seconds. */
export const ANIMATION_DURATION_S = 0.3
/** A `scale` block starts this much smaller than its size. */
export const SCALABLE_HIDE_SCALE = 0.94

/**
 * The entrances: a block waiting for its turn is transparent (and, for `scale`, slightly smaller); the
 * `loaded` class brings it to its place over `--ss-animation-duration`.
 */
export const blockAnimationStyles = /* css */ `
  [data-animation] {
    transition:
      opacity var(--ss-animation-duration, var(--ss-duration-300, ${ANIMATION_DURATION_S}s)) ease-out,
      transform var(--ss-animation-duration, var(--ss-duration-300, ${ANIMATION_DURATION_S}s)) ease-out;
  }
  [data-animation]:not(.loaded) { opacity: 0; }
  [data-animation='scale']:not(.loaded) { transform: scale(${SCALABLE_HIDE_SCALE}); }
  @media (prefers-reduced-motion: reduce) {
    [data-animation] { transition: none; }
  }
`
