import { describe, expect, it } from 'vitest'
import { reservationLayout, reservationTheme, tableBookingDirection } from './layout.ts'

describe('reservationTheme', () => {
  it('is wide above 850 px and standard at 850 px or less', () => {
    expect(reservationTheme(851)).toBe('wide')
    expect(reservationTheme(1200)).toBe('wide')
    expect(reservationTheme(850)).toBe('standard')
    expect(reservationTheme(751)).toBe('standard')
    expect(reservationTheme(320)).toBe('standard')
  })
})

describe('tableBookingDirection', () => {
  it('is a column at 750 px or less and a row above', () => {
    expect(tableBookingDirection(750)).toBe('column')
    expect(tableBookingDirection(320)).toBe('column')
    expect(tableBookingDirection(751)).toBe('row')
    expect(tableBookingDirection(850)).toBe('row')
    expect(tableBookingDirection(851)).toBe('row')
  })
})

describe('reservationLayout', () => {
  it('gives each widget its own rule at the four boundary widths', () => {
    expect([750, 751, 850, 851].map(reservationLayout)).toEqual([
      { theme: 'standard', direction: 'column' },
      { theme: 'standard', direction: 'row' },
      { theme: 'standard', direction: 'row' },
      { theme: 'wide', direction: 'row' },
    ])
  })
})
