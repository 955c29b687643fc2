export {
  easeOutSine,
  SCROLL_INTO_VIEW_OFFSET_PX,
  SCROLL_MAX_MS,
  SCROLL_MIN_MS,
  scrollDuration,
  scrollIntoViewTarget,
  scrollToElement,
  scrollToPosition,
  type ScrollOptions,
} from './scroll-to.ts'
export { linear, Tween, tween, TWEEN_DEFAULT_DURATION_MS, type Easing, type FrameClock, type TweenOptions, type TweenState } from './tween.ts'
