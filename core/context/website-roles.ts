import { WebsiteRole } from '../enums/website-role.ts'
import type { WebsiteRoles } from './page-context-schema.ts'

/** Website roles and their numeric ids, keyed by name. */
export const WEBSITE_ROLES = WebsiteRole

let idByNormalisedName: Map<string, number> | undefined
/** Built on first use: a table made at import would stay in every bundle that imports `ss-elements/core`. */
const roleIdsByName = () =>
  (idByNormalisedName ??= new Map(Object.entries(WEBSITE_ROLES).map(([name, id]) => [normaliseRoleName(name), id])))

/** `STORE_MANAGER`, `store-manager` and `storeManager` all name the same role. */
function normaliseRoleName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/**
 * The roles the account holds, as role ids. A role named by a key this table does not know is kept as its
 * name, so that it still counts as a role held.
 */
export function heldRoles(roles: WebsiteRoles | null | undefined): Set<number | string> {
  if (roles == null) return new Set()
  if (Array.isArray(roles)) return new Set(roles)
  const held = new Set<number | string>()
  for (const [key, isHeld] of Object.entries(roles)) {
    if (!isHeld) continue
    const normalised = normaliseRoleName(key)
    held.add(/^\d+$/.test(normalised) ? Number(normalised) : (roleIdsByName().get(normalised) ?? key))
  }
  return held
}

/** True when the account holds the viewer role and nothing else. */
export function holdsOnlyViewerRole(roles: WebsiteRoles | null | undefined): boolean {
  const held = heldRoles(roles)
  return held.size === 1 && held.has(WEBSITE_ROLES.viewer)
}
