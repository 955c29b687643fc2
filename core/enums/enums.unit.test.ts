import { describe, expect, it } from 'vitest'
import { WEBSITE_ROLES } from '../context/website-roles.ts'
import {
  AccessPermission,
  accessPermissionLabel,
  BlockType,
  blockTypeLabel,
  CollectionType,
  collectionTypeLabel,
  EventKind,
  eventKindLabel,
  Feature,
  featureLabel,
  NoneBlackWhite,
  noneBlackWhiteLabel,
  NoneLightDark,
  noneLightDarkLabel,
  NoneShow,
  noneShowLabel,
  ItemRecordType,
  itemRecordTypeLabel,
  MeasurementUnit,
  measurementUnitLabel,
  PageSectionKind,
  pageSectionKindLabel,
  PageType,
  pageTypeLabel,
  parentAccessPermission,
  ProductType,
  productTypeLabel,
  PublishState,
  publishStateLabel,
  WebsiteRole,
  websiteRoleLabel,
  WebsiteStatus,
  websiteStatusLabel,
  WebsiteType,
  websiteTypeLabel,
} from './index.ts'

type Table = readonly (readonly [key: string, value: number, label: string])[]

/** Checks that an enumeration holds exactly `table`, is frozen, and labels each value. */
function describeEnumeration(name: string, values: Readonly<Record<string, number>>, label: (value: number) => string | undefined, table: Table) {
  describe(name, () => {
    it('holds exactly the listed values', () => {
      expect(values).toEqual(Object.fromEntries(table.map(([key, value]) => [key, value])))
    })
    it('is frozen', () => {
      expect(Object.isFrozen(values)).toBe(true)
      expect(() => {
        ;(values as Record<string, number>).extra = 1
      }).toThrow(TypeError)
    })
    it.each(table)('%s is %i, labelled %j', (_, value, text) => {
      expect(label(value)).toBe(text)
    })
    it('has no label for a number it does not hold', () => {
      expect(label(-1)).toBeUndefined()
    })
  })
}

describeEnumeration('PageType', PageType, pageTypeLabel, [
  ['mainContent', 1, 'Main content or content collection'],
  ['page', 2, 'Page'],
  ['splashPage', 3, 'Splash page'],
  ['contentItem', 50, 'Content item'],
  ['notFound', 100, 'Not found'],
  ['error', 101, 'Error'],
  ['search', 102, 'Search'],
  ['lockScreen', 103, 'Lock screen'],
  ['popupOverlay', 104, 'Popup overlay'],
  ['protectedContent', 105, 'Protected content'],
  ['memberAreaAccessDenied', 106, 'Member area access denied'],
  ['showCart', 200, 'Show cart'],
  ['checkout', 201, 'Checkout'],
  ['orderConfirmed', 202, 'Order confirmed'],
  ['donate', 203, 'Donate'],
  ['contributionConfirmed', 204, 'Contribution confirmed'],
  ['commerceCartV2', 205, 'Commerce cart v2'],
  ['subscriptionConfirmed', 206, 'Subscription confirmed'],
  ['orderReceived', 207, 'Order received'],
  ['membershipConfirmed', 208, 'Membership confirmed'],
  ['reviewsRequest', 209, 'Reviews request'],
  ['digitalProductComposerPreview', 210, 'Digital product composer preview'],
  ['orderStatus', 211, 'Order status'],
  ['newsletterUnsubscribe', 300, 'Newsletter unsubscribe'],
  ['commerceEmailPreview', 301, 'Commerce email preview'],
])

describeEnumeration('EventKind', EventKind, eventKindLabel, [
  ['pageView', 1, 'Page view'],
  ['siteSearch', 2, 'Site search'],
  ['heartbeat', 10, 'Heartbeat'],
  ['audio', 20, 'Audio'],
  ['video', 21, 'Video'],
])

describeEnumeration('WebsiteRole', WebsiteRole, websiteRoleLabel, [
  ['admin', 1, 'Admin'],
  ['billing', 2, 'Billing'],
  ['reporting', 3, 'Reporting'],
  ['editor', 4, 'Editor'],
  ['moderator', 6, 'Moderator'],
  ['commenter', 7, 'Commenter'],
  ['storeManager', 8, 'Store manager'],
  ['scheduling', 9, 'Scheduling'],
  ['viewer', 10, 'Viewer'],
  ['campaignsEditor', 11, 'Campaigns editor'],
  ['schedulingViewer', 12, 'Scheduling viewer'],
  ['schedulingEditor', 13, 'Scheduling editor'],
  ['none', 14, 'None'],
  ['websiteManager', 15, 'Website manager'],
])

describeEnumeration('AccessPermission', AccessPermission, accessPermissionLabel, [
  ['authenticatedWithoutSitePermissions', 0, 'Authenticated without site permissions'],
  ['config', 1, 'Config'],
  ['admin', 2, 'Admin'],
  ['contentManager', 11, 'Content manager'],
  ['settings', 12, 'Settings'],
  ['activity', 13, 'Activity'],
  ['commerce', 14, 'Commerce'],
  ['newsletter', 15, 'Newsletter'],
  ['crm', 18, 'CRM'],
  ['commerceOrders', 1410, 'Orders'],
  ['commerceStoreSettings', 1411, 'Store settings'],
  ['commerceShipping', 1412, 'Shipping'],
  ['commerceCoupons', 1413, 'Coupons'],
  ['commerceTaxes', 1414, 'Taxes'],
  ['commerceInventory', 1416, 'Inventory'],
  ['commerceDonations', 1417, 'Donations'],
  ['commerceDiscounts', 1419, 'Discounts'],
  ['commercePayments', 1420, 'Payments'],
  ['commercePos', 1421, 'POS'],
  ['commerceProductReviews', 1422, 'Product reviews'],
  ['scheduling', 1920, 'Scheduling'],
  ['assetLibrary', 1921, 'Asset library'],
  ['draftPublish', 1930, 'Draft publish'],
  ['draftCreate', 1931, 'Draft create'],
])

describe('access permission ranges and parents', () => {
  it.each([
    [1210, 'Settings subarea 1210'],
    [1233, 'Settings subarea 1233'],
    [1234, undefined],
    [1510, 'Newsletter read/write 1510'],
    [1517, 'Newsletter read/write 1517'],
    [1518, undefined],
    [2010, 'Internal admin 2010'],
    [2068, 'Internal admin 2068'],
    [2069, undefined],
  ])('%i is labelled %j', (value, label) => {
    expect(accessPermissionLabel(value)).toBe(label)
  })

  it.each([
    [11, 1],
    [12, 1],
    [13, 1],
    [14, 1],
    [15, 1],
    [18, 1],
    [16, undefined],
    [1410, 14],
    [1422, 14],
    [1415, undefined],
    [1218, 12],
    [1512, 15],
    [2030, undefined],
    [1930, undefined],
    [1, undefined],
  ])('the parent of %i is %j', (value, parent) => {
    expect(parentAccessPermission(value)).toBe(parent)
  })
})

describeEnumeration('BlockType', BlockType, blockTypeLabel, [
  ['button', 53, 'Button'],
  ['memberArea', 67, 'Member area'],
  ['accordion', 69, 'Accordion'],
  ['marquee', 70, 'Marquee'],
  ['shape', 71, 'Shape'],
])

describeEnumeration('CollectionType', CollectionType, collectionTypeLabel, [
  ['products', 13, 'Products'],
  ['portfolio', 23, 'Portfolio'],
  ['course', 25, 'Course'],
])

describeEnumeration('ItemRecordType', ItemRecordType, itemRecordTypeLabel, [
  ['storeItem', 11, 'Store item'],
  ['event', 12, 'Event'],
  ['lesson', 62, 'Lesson'],
  ['courseItem', 63, 'Course item'],
])

describeEnumeration('PublishState', PublishState, publishStateLabel, [
  ['published', 1, 'Published'],
  ['scheduled', 2, 'Scheduled'],
  ['needsReview', 3, 'Needs Review'],
  ['draft', 4, 'Draft'],
  ['private', 5, 'Private'],
  ['deleted', 6, 'Deleted'],
])

describeEnumeration('PageSectionKind', PageSectionKind, pageSectionKindLabel, [
  ['coverPage', 1, 'Cover page'],
  ['lockScreen', 2, 'Lock screen'],
  ['popupOverlay', 3, 'Popup overlay'],
])

describeEnumeration('ProductType', ProductType, productTypeLabel, [
  ['physical', 1, 'Physical'],
  ['digital', 2, 'Digital'],
  ['service', 3, 'Service'],
  ['giftCard', 4, 'Gift card'],
  ['paywall', 5, 'Paywall'],
])

describeEnumeration('MeasurementUnit', MeasurementUnit, measurementUnitLabel, [
  ['imperial', 1, 'Imperial'],
  ['metric', 2, 'Metric'],
])

describeEnumeration('WebsiteStatus', WebsiteStatus, websiteStatusLabel, [
  ['expired', 1, 'Expired'],
  ['pastDue', 2, 'Past due'],
  ['trial', 3, 'Trial'],
  ['beta', 4, 'Beta'],
  ['removed', 5, 'Removed'],
  ['internal', 6, 'Internal'],
  ['comped', 7, 'Comped'],
  ['paid', 8, 'Paid'],
  ['linked', 11, 'Linked'],
  ['activeParkingPage', 12, 'Active parking page'],
  ['resold', 13, 'Resold'],
  ['resoldGracePeriod', 14, 'Resold grace period'],
  ['enterprise', 15, 'Enterprise'],
])

describeEnumeration('WebsiteType', WebsiteType, websiteTypeLabel, [
  ['classic', 1, 'Classic'],
  ['coverPage', 2, 'Cover page'],
  ['parkingPage', 3, 'Parking page'],
  ['commerce', 4, 'Commerce'],
  ['enterprise', 5, 'Enterprise'],
])

it('the page context reads roles from the same table', () => {
  expect(WEBSITE_ROLES).toBe(WebsiteRole)
})

describeEnumeration('Feature', Feature, featureLabel, [
  ['afterpay', 64, 'Afterpay'],
  ['clearpay', 68, 'Clearpay'],
  ['klarna', 70, 'Klarna'],
])

describeEnumeration('NoneLightDark', NoneLightDark, noneLightDarkLabel, [
  ['none', 1, 'None'],
  ['light', 2, 'Light'],
  ['dark', 3, 'Dark'],
])

describeEnumeration('NoneBlackWhite', NoneBlackWhite, noneBlackWhiteLabel, [
  ['none', 1, 'None'],
  ['black', 2, 'Black'],
  ['white', 3, 'White'],
])

describeEnumeration('NoneShow', NoneShow, noneShowLabel, [
  ['none', 1, 'None'],
  ['show', 2, 'Show'],
])
