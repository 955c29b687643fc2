import { describe, expect, it } from 'vitest'
import { badgeType } from './badge-type.ts'

describe('badgeType', () => {
  it('reads names and their numbers', () => {
    expect([0, 1, 2].map(badgeType)).toEqual(['none', 'black', 'white'])
    expect(['0', '2', 'none', 'WHITE', ' black '].map(badgeType)).toEqual(['none', 'white', 'none', 'white', 'black'])
  })

  it('falls back to black for a missing or unknown setting', () => {
    expect([undefined, null, '', 7, 'gold'].map(badgeType)).toEqual(['black', 'black', 'black', 'black', 'black'])
  })
})
