import type { WebsiteRoles } from './page-context-schema.ts'

/** Website roles and their numeric ids (002 §6). */
export const WEBSITE_ROLES = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
  websiteManager: 15,
} as const

const idByNormalisedName = new Map<string, number>(
  Object.entries(WEBSITE_ROLES).map(([name, id]) => [normaliseRoleName(name), id]),
)

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
    held.add(/^\d+$/.test(normalised) ? Number(normalised) : (idByNormalisedName.get(normalised) ?? key))
  }
  return held
}

/** True when the account holds the viewer role and nothing else (002 §6). */
export function holdsOnlyViewerRole(roles: WebsiteRoles | null | undefined): boolean {
  const held = heldRoles(roles)
  return held.size === 1 && held.has(WEBSITE_ROLES.viewer)
}
