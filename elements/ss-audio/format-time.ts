/** What the player shows for a time not known yet (a duration before the file's metadata has loaded). */
export const UNKNOWN_TIME = '--:--'

/** A time in seconds as a clock shows it: `0:07`, `3:20`, `1:02:03`. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return UNKNOWN_TIME
  const whole = Math.floor(seconds)
  const [hours, minutes, secs] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60]
  const pad = (value: number) => String(value).padStart(2, '0')
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`
}

/** The same, spoken: `3 minutes 20 seconds`, for a slider's value text. */
export function spokenTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return 'unknown'
  const whole = Math.floor(seconds)
  const parts: Array<[number, string]> = [
    [Math.floor(whole / 3600), 'hour'],
    [Math.floor(whole / 60) % 60, 'minute'],
    [whole % 60, 'second'],
  ]
  const spoken = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`)
  return spoken.length ? spoken.join(' ') : '0 seconds'
}
