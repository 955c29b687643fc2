import { describe, expect, it } from 'vitest'
import { pinUrl } from './pin-url.ts'

describe('pinUrl', () => {
  it("is the platform's pin page with the page, the image and the description, encoded", () => {
    expect(pinUrl({ url: 'https://example.com/tarts?kind=lemon&size=2', media: 'https://example.com/t.jpg', description: 'Lemon & lime tart' })).toBe(
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fexample.com%2Ftarts%3Fkind%3Dlemon%26size%3D2&media=https%3A%2F%2Fexample.com%2Ft.jpg&description=Lemon+%26+lime+tart',
    )
  })

  it('leaves out what is empty', () => {
    expect(pinUrl({ url: 'https://example.com/', media: undefined, description: '' })).toBe(
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fexample.com%2F',
    )
  })
})
