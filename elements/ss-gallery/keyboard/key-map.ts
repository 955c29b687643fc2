import { z } from 'zod/mini'

/** A key: its `keyCode` (37) or its `key` name (`"ArrowLeft"`, `"j"`). */
const keySchema = z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1))])
const keysSchema = z.pipe(z.union([keySchema, z.array(keySchema)]), z.transform((keys) => (Array.isArray(keys) ? keys : [keys])))

/** The block's `keys`: which keys go to the previous and the next slide. Left arrow (37) and right arrow (39) by default. */
export const keyMapSchema = z.object({
  previous: z._default(keysSchema, [37]),
  next: z._default(keysSchema, [39]),
})

export type KeyMap = z.output<typeof keyMapSchema>

export const DEFAULT_KEY_MAP: KeyMap = { previous: [37], next: [39] }

/** The arrow keys' names, for the default key codes (a `keyCode` is deprecated and not always set). */
const KEY_CODE_NAMES: Record<number, string> = { 37: 'ArrowLeft', 38: 'ArrowUp', 39: 'ArrowRight', 40: 'ArrowDown' }

const pressed = (event: Pick<KeyboardEvent, 'key' | 'keyCode'>, key: number | string) =>
  typeof key === 'number' ? event.keyCode === key || event.key === KEY_CODE_NAMES[key] : event.key === key

/** Which way a key press steps the gallery: -1, 1, or undefined for a key the map does not name. */
export function keyDirection(event: Pick<KeyboardEvent, 'key' | 'keyCode'>, keys: KeyMap): 1 | -1 | undefined {
  if (keys.previous.some((key) => pressed(event, key))) return -1
  if (keys.next.some((key) => pressed(event, key))) return 1
  return undefined
}
