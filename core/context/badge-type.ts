/** The badge's looks (`ssBadgeType`), in the order of the numbers the site settings use for them. */
export const BADGE_TYPES = ['none', 'black', 'white'] as const
export type BadgeType = (typeof BADGE_TYPES)[number]

/**
 * The badge's type from a setting: a name (`none`, `black`, `white`) or its number (0, 1, 2), as a number or
 * as text. Anything else, a missing setting included, is the default black badge.
 */
export function badgeType(setting: string | number | null | undefined): BadgeType {
  const text = String(setting ?? '').trim().toLowerCase()
  const byNumber = /^\d+$/.test(text) ? BADGE_TYPES[Number(text)] : undefined
  return byNumber ?? BADGE_TYPES.find((name) => name === text) ?? 'black'
}
