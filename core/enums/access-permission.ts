import { enumerationLabel, enumerationValues, type EnumerationEntries } from './define-enumeration.ts'

const accessPermissions = {
  authenticatedWithoutSitePermissions: [0, 'Authenticated without site permissions'],
  config: [1, 'Config'],
  admin: [2, 'Admin'],
  contentManager: [11, 'Content manager'],
  settings: [12, 'Settings'],
  activity: [13, 'Activity'],
  commerce: [14, 'Commerce'],
  newsletter: [15, 'Newsletter'],
  crm: [18, 'CRM'],
  commerceOrders: [1410, 'Orders'],
  commerceStoreSettings: [1411, 'Store settings'],
  commerceShipping: [1412, 'Shipping'],
  commerceCoupons: [1413, 'Coupons'],
  commerceTaxes: [1414, 'Taxes'],
  commerceInventory: [1416, 'Inventory'],
  commerceDonations: [1417, 'Donations'],
  commerceDiscounts: [1419, 'Discounts'],
  commercePayments: [1420, 'Payments'],
  commercePos: [1421, 'POS'],
  commerceProductReviews: [1422, 'Product reviews'],
  scheduling: [1920, 'Scheduling'],
  assetLibrary: [1921, 'Asset library'],
  draftPublish: [1930, 'Draft publish'],
  draftCreate: [1931, 'Draft create'],
} as const satisfies EnumerationEntries

/** A permission an account has on a website, config sub-permissions and commerce ones included. */
export const AccessPermission = /* @__PURE__ */ enumerationValues(accessPermissions)
export type AccessPermission = (typeof AccessPermission)[keyof typeof AccessPermission]
const permissionName = /* @__PURE__ */ enumerationLabel(accessPermissions)

/** Blocks of permission numbers known only as ranges, with the permission each belongs to, if any. */
export const ACCESS_PERMISSION_RANGES = /* @__PURE__ */ Object.freeze([
  Object.freeze({ from: 1210, to: 1233, label: 'Settings subarea', parent: AccessPermission.settings }),
  Object.freeze({ from: 1510, to: 1517, label: 'Newsletter read/write', parent: AccessPermission.newsletter }),
  Object.freeze({ from: 2010, to: 2068, label: 'Internal admin', parent: undefined }),
])

const rangeOf = (value: number) => ACCESS_PERMISSION_RANGES.find(({ from, to }) => value >= from && value <= to)

const CONFIG_SUB_PERMISSIONS: readonly number[] = [11, 12, 13, 14, 15, 18]

/**
 * The label of a permission number; a number inside one of the ranges is labelled by its range and number
 * (`'Settings subarea 1215'`).
 */
export function accessPermissionLabel(value: number): string | undefined {
  const range = rangeOf(value)
  return range ? `${range.label} ${value}` : permissionName(value)
}

/**
 * The permission `value` is a sub-permission of: config for content manager, settings, activity, commerce,
 * newsletter and CRM; commerce for 1410-1422; settings for 1210-1233; newsletter for 1510-1517. `undefined`
 * for the others.
 */
export function parentAccessPermission(value: number): AccessPermission | undefined {
  if (CONFIG_SUB_PERMISSIONS.includes(value)) return AccessPermission.config
  if (value >= 1410 && value <= 1422 && permissionName(value) !== undefined) return AccessPermission.commerce
  return rangeOf(value)?.parent
}
