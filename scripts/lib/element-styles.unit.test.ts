import { describe, expect, it } from 'vitest'
import { hostStyles } from '../../core/dom/host-styles.ts'
import productPrice from '../../elements/ss-product-price/implementation.ts'
import { readElementStyles } from './element-styles.mjs'

describe('each element’s styles as a file', () => {
  it('holds what its shadow root adopts: the host base styles (a block box), then its own', async () => {
    // Without the base styles a server-rendered host is inline until its script adopts them, then a block: it moves.
    const styles = await readElementStyles('.')
    expect(styles['ss-product-price']).toBe(hostStyles + productPrice.styles)
    expect(Object.values(styles).every((css) => css.startsWith(hostStyles))).toBe(true)
  }, 60_000)
})
