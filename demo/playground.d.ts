// Types for playground.js, which the demo pages load as plain JavaScript and the browser test imports as typed.
export function startPlayground(panel: HTMLFormElement): void
