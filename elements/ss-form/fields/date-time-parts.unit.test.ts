import { describe, expect, it } from 'vitest'
import { dateInputValue, datePartsOf, timeInputValue, timePartsOf } from './date-time-parts.ts'

describe('a date control and its parts', () => {
  it('reads the control as Month, Day, Year, without leading zeros', () => {
    expect(datePartsOf('2025-12-24')).toEqual(['12', '24', '2025'])
    expect(datePartsOf('2026-03-05')).toEqual(['3', '5', '2026'])
  })

  it('reads an empty or partial control as three empty parts', () => {
    for (const value of ['', '2025-12', 'tomorrow']) expect(datePartsOf(value), value).toEqual(['', '', ''])
  })

  it('writes the parts back as the control’s value, and a date that does not exist as empty', () => {
    expect(dateInputValue(['3', '5', '2026'])).toBe('2026-03-05')
    expect(dateInputValue(['12', '24', '2025'])).toBe('2025-12-24')
    for (const parts of [['2', '30', '2025'], ['13', '1', '2025'], ['', '', ''], ['1', '1', '25'], ['x', '1', '2025']]) {
      expect(dateInputValue(parts), parts.join('/')).toBe('')
    }
  })
})

describe('a time control and its parts', () => {
  it('reads the control as Hour, Minute, Second, AM/PM on a 12-hour clock', () => {
    expect(timePartsOf('19:30')).toEqual(['7', '30', '', 'PM'])
    expect(timePartsOf('00:15:09')).toEqual(['12', '15', '09', 'AM'])
    expect(timePartsOf('12:00')).toEqual(['12', '00', '', 'PM'])
    expect(timePartsOf('09:05')).toEqual(['9', '05', '', 'AM'])
  })

  it('reads an empty or partial control as four empty parts', () => {
    for (const value of ['', '7', 'noon']) expect(timePartsOf(value), value).toEqual(['', '', '', ''])
  })

  it('writes the parts back as the control’s 24-hour value, and a time that does not exist as empty', () => {
    expect(timeInputValue(['7', '30', '', 'PM'])).toBe('19:30')
    expect(timeInputValue(['12', '15', '09', 'AM'])).toBe('00:15:09')
    expect(timeInputValue(['12', '00', '', 'PM'])).toBe('12:00')
    for (const parts of [['13', '00', '', 'PM'], ['7', '60', '', 'AM'], ['7', '30', '', ''], ['', '', '', '']]) {
      expect(timeInputValue(parts), parts.join(' ')).toBe('')
    }
  })

  it('gives back the parts it read, for every minute of the day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const value = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
      expect(timeInputValue(timePartsOf(value))).toBe(value)
    }
  })
})
