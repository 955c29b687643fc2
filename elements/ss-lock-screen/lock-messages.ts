/** The lock screen's words: the two labels of locked pages, and the password form's. */
export const lockScreenText = {
  locked: 'This page is locked',
  members: 'This page available only site members',
  password: 'Password',
  unlock: 'Unlock',
  unlocking: 'Checking…',
} as const

/** Where the password goes: the reference server's unlock route, or any backend answering it the same way. */
export const UNLOCK_URL = '/api/lock/unlock'
