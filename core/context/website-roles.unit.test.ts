import { describe, expect, it } from 'vitest'
import { WEBSITE_ROLES, heldRoles, holdsOnlyViewerRole } from './website-roles.ts'

describe('website roles', () => {
  it('numbers the viewer role 10', () => {
    expect(WEBSITE_ROLES.viewer).toBe(10)
  })

  it.each([
    ['a list holding only the viewer id', [10], true],
    ['a map holding only viewer, by name', { viewer: true }, true],
    ['a map holding only viewer, by id', { '10': true }, true],
    ['a map holding only viewer, in capitals', { VIEWER: true, ADMIN: false }, true],
    ['the viewer id and the editor id', [10, 4], false],
    ['viewer and an unknown role', { viewer: true, 'secret-role': true }, false],
    ['no roles at all', [], false],
    ['no roles field', undefined, false],
    ['null', null, false],
    ['only the admin id', [1], false],
  ])('%s → only viewer: %s', (_, roles, expected) => {
    expect(holdsOnlyViewerRole(roles)).toBe(expected)
  })

  it('reads role names in any spelling, and keeps a name it does not know', () => {
    expect(heldRoles({ STORE_MANAGER: true, 'website-manager': true, custom: true, editor: false })).toEqual(
      new Set([8, 15, 'custom']),
    )
  })
})
