/** Whether the visitor asked for less motion: then nothing animates and autoplay stays off. */
export const prefersReducedMotion = (): boolean => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
