export { ANIMATION_DURATION_S, SCALABLE_HIDE_SCALE } from './animation-styles.ts'
export { ANIMATED_SELECTOR, ANIMATION_LOADED_CLASS, startBlockAnimations } from './block-animations.ts'
export { ANIMATION_THRESHOLDS, IN_VIEW_RATIO, isInView, type Visibility } from './in-view.ts'
