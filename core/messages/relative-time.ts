import { readDate } from './read-date.ts'

/** How often a shown relative time should be recomputed. */
export const RELATIVE_TIME_REFRESH_MS = 5000

/** Below this many seconds ago (and for any time in the future) the text is 'just now'. */
export const JUST_NOW_SECONDS = 10

const STEPS = [
  { unit: 'minute', seconds: 60 },
  { unit: 'hour', seconds: 60 * 60 },
  { unit: 'day', seconds: 24 * 60 * 60 },
] as const

/**
 * How long ago `date` was, seen from `now`, in whole units rounded down: 'just now' under 10 s, '42 seconds
 * ago' under a minute, then '1 minute ago', '3 hours ago', '12 days ago'. An invalid date is logged and reads as 'just now'.
 */
export function relativeTime(date: Date | number, now: Date | number = Date.now()): string {
  const read = readDate(date, 'relativeTime')
  if (!read) return 'just now'
  const seconds = Math.floor((Number(now) - read.getTime()) / 1000)
  if (!(seconds >= JUST_NOW_SECONDS)) return 'just now'
  let count = seconds
  let unit = 'second'
  for (const step of STEPS) {
    if (seconds < step.seconds) break
    count = Math.floor(seconds / step.seconds)
    unit = step.unit
  }
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`
}
