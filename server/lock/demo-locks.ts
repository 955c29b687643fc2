/** A locked page: its path and its password as {@link hashPagePassword} stores it. */
export interface PageLock {
  path: string
  passwordHash: string
}

/** The demo's locked page, `/ss-lock-screen/`; its password is "open sesame" (the demo page says so). */
export const demoPageLocks: readonly PageLock[] = [
  {
    path: '/ss-lock-screen/',
    passwordHash: 'scrypt$16384$8$1$A5qWbqIWdM6TG8DUoSC6Ew$R9KTIL8X6UACZgCDwJORKUMZ_WYVtfk5JP6qxxAr9E4',
  },
]
