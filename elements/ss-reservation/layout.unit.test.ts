import { describe, expect, it } from 'vitest'
import { reservationLayout } from './layout.ts'

describe('reservationLayout', () => {
  it('is wide above 850 px and a column at 750 px or less', () => {
    expect(reservationLayout(851, undefined)).toBe('wide')
    expect(reservationLayout(1200, 'column')).toBe('wide')
    expect(reservationLayout(750, undefined)).toBe('column')
    expect(reservationLayout(320, 'wide')).toBe('column')
  })

  it('keeps the layout it had between 751 and 850 px, starting as a column', () => {
    expect(reservationLayout(850, undefined)).toBe('column')
    expect(reservationLayout(751, undefined)).toBe('column')
    expect(reservationLayout(850, 'wide')).toBe('wide')
    expect(reservationLayout(751, 'wide')).toBe('wide')
    expect(reservationLayout(800, 'column')).toBe('column')
  })
})
