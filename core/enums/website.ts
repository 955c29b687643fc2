import { enumerationLabel, enumerationValues, type EnumerationEntries } from './define-enumeration.ts'

const websiteStatuses = {
  expired: [1, 'Expired'],
  pastDue: [2, 'Past due'],
  trial: [3, 'Trial'],
  beta: [4, 'Beta'],
  removed: [5, 'Removed'],
  internal: [6, 'Internal'],
  comped: [7, 'Comped'],
  paid: [8, 'Paid'],
  linked: [11, 'Linked'],
  activeParkingPage: [12, 'Active parking page'],
  resold: [13, 'Resold'],
  resoldGracePeriod: [14, 'Resold grace period'],
  enterprise: [15, 'Enterprise'],
} as const satisfies EnumerationEntries

/** The billing status of a website. */
export const WebsiteStatus = /* @__PURE__ */ enumerationValues(websiteStatuses)
export type WebsiteStatus = (typeof WebsiteStatus)[keyof typeof WebsiteStatus]
export const websiteStatusLabel = /* @__PURE__ */ enumerationLabel(websiteStatuses)

const websiteTypes = {
  classic: [1, 'Classic'],
  coverPage: [2, 'Cover page'],
  parkingPage: [3, 'Parking page'],
  commerce: [4, 'Commerce'],
  enterprise: [5, 'Enterprise'],
} as const satisfies EnumerationEntries

/** The type of a website. */
export const WebsiteType = /* @__PURE__ */ enumerationValues(websiteTypes)
export type WebsiteType = (typeof WebsiteType)[keyof typeof WebsiteType]
export const websiteTypeLabel = /* @__PURE__ */ enumerationLabel(websiteTypes)
