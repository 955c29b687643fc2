/** A message posted to a player's frame: the parsed JSON and the origin it was addressed to. */
export interface PostedMessage {
  message: unknown
  origin: string
}

/**
 * Records what is posted to the players' frames. The providers cannot be reached in a test (no network), so
 * every iframe's `contentWindow` is replaced by a recorder until `restore()`.
 */
export function recordPlayerMessages(): { posted: PostedMessage[]; restore(): void } {
  const posted: PostedMessage[] = []
  const original = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get: () => ({ postMessage: (message: string, origin: string) => posted.push({ message: JSON.parse(message), origin }) }),
  })
  return { posted, restore: () => Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', original) }
}
