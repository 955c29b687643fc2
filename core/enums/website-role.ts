import { enumerationLabel, enumerationValues, type EnumerationEntries } from './define-enumeration.ts'

const websiteRoles = {
  admin: [1, 'Admin'],
  billing: [2, 'Billing'],
  reporting: [3, 'Reporting'],
  editor: [4, 'Editor'],
  moderator: [6, 'Moderator'],
  commenter: [7, 'Commenter'],
  storeManager: [8, 'Store manager'],
  scheduling: [9, 'Scheduling'],
  viewer: [10, 'Viewer'],
  campaignsEditor: [11, 'Campaigns editor'],
  schedulingViewer: [12, 'Scheduling viewer'],
  schedulingEditor: [13, 'Scheduling editor'],
  none: [14, 'None'],
  websiteManager: [15, 'Website manager'],
} as const satisfies EnumerationEntries

/** A role an account holds on a website. */
export const WebsiteRole = /* @__PURE__ */ enumerationValues(websiteRoles)
export type WebsiteRole = (typeof WebsiteRole)[keyof typeof WebsiteRole]
export const websiteRoleLabel = /* @__PURE__ */ enumerationLabel(websiteRoles)
