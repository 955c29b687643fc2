import { enumerationLabel, enumerationValues, type EnumerationEntries } from './define-enumeration.ts'

const pageTypes = {
  mainContent: [1, 'Main content or content collection'],
  page: [2, 'Page'],
  splashPage: [3, 'Splash page'],
  contentItem: [50, 'Content item'],
  notFound: [100, 'Not found'],
  error: [101, 'Error'],
  search: [102, 'Search'],
  lockScreen: [103, 'Lock screen'],
  popupOverlay: [104, 'Popup overlay'],
  protectedContent: [105, 'Protected content'],
  memberAreaAccessDenied: [106, 'Member area access denied'],
  showCart: [200, 'Show cart'],
  checkout: [201, 'Checkout'],
  orderConfirmed: [202, 'Order confirmed'],
  donate: [203, 'Donate'],
  contributionConfirmed: [204, 'Contribution confirmed'],
  commerceCartV2: [205, 'Commerce cart v2'],
  subscriptionConfirmed: [206, 'Subscription confirmed'],
  orderReceived: [207, 'Order received'],
  membershipConfirmed: [208, 'Membership confirmed'],
  reviewsRequest: [209, 'Reviews request'],
  digitalProductComposerPreview: [210, 'Digital product composer preview'],
  orderStatus: [211, 'Order status'],
  newsletterUnsubscribe: [300, 'Newsletter unsubscribe'],
  commerceEmailPreview: [301, 'Commerce email preview'],
} as const satisfies EnumerationEntries

/** The kind of page the runtime is on. */
export const PageType = /* @__PURE__ */ enumerationValues(pageTypes)
export type PageType = (typeof PageType)[keyof typeof PageType]
/** The label of a page type number (`pageTypeLabel(100)` is `'Not found'`). */
export const pageTypeLabel = /* @__PURE__ */ enumerationLabel(pageTypes)
