export { CONTENT_LIMITS, checkContentLimit, withinContentLimit, type ContentLimit, type LimitCheck } from './limits.ts'
