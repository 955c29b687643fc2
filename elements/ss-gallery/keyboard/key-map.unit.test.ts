import { describe, expect, it } from 'vitest'
import { DEFAULT_KEY_MAP, keyDirection, keyMapSchema } from './key-map.ts'

describe('the gallery key map', () => {
  it('steps back with the left arrow (37) and on with the right arrow (39) by default', () => {
    expect(keyDirection({ key: 'ArrowLeft', keyCode: 37 }, DEFAULT_KEY_MAP)).toBe(-1)
    expect(keyDirection({ key: 'ArrowRight', keyCode: 0 }, DEFAULT_KEY_MAP)).toBe(1)
    expect(keyDirection({ key: 'ArrowUp', keyCode: 38 }, DEFAULT_KEY_MAP)).toBeUndefined()
  })

  it('takes key codes and key names, alone or in lists', () => {
    const keys = keyMapSchema.parse({ previous: ['j', 38], next: 'k' })
    expect(keys).toEqual({ previous: ['j', 38], next: ['k'] })
    expect(keyDirection({ key: 'j', keyCode: 74 }, keys)).toBe(-1)
    expect(keyDirection({ key: 'ArrowUp', keyCode: 0 }, keys)).toBe(-1)
    expect(keyDirection({ key: 'k', keyCode: 75 }, keys)).toBe(1)
    expect(keyDirection({ key: 'ArrowRight', keyCode: 39 }, keys)).toBeUndefined()
  })

  it('refuses what is no key', () => {
    expect(keyMapSchema.safeParse({ next: -1 }).success).toBe(false)
    expect(keyMapSchema.safeParse({ previous: [''] }).success).toBe(false)
  })
})
