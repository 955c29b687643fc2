import { describe, expect, it } from 'vitest'
import { readCrumb } from './crumb.ts'

describe('readCrumb', () => {
  it('reads the crumb cookie among others', () => {
    expect(readCrumb('hasCart=true; crumb=BXk9f2; ss_cvt=3')).toBe('BXk9f2')
  })

  it('decodes a percent-encoded value', () => {
    expect(readCrumb('crumb=a%2Bb%3D')).toBe('a+b=')
  })

  it('does not mistake a cookie whose name merely contains crumb', () => {
    expect(readCrumb('oldcrumb=x; crumbs=y')).toBeUndefined()
  })

  it('is undefined when there is no crumb or it is empty', () => {
    expect(readCrumb('')).toBeUndefined()
    expect(readCrumb('crumb=')).toBeUndefined()
  })
})
