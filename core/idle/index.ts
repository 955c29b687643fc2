export {
  IDLE_FALLBACK_TIMEOUT_MS,
  IDLE_SLICE_MS,
  pageClock,
  whenIdle,
  type IdleClock,
  type IdleTaskDeadline,
} from './when-idle.ts'
