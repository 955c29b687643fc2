import { enumerationLabel, enumerationValues, type EnumerationEntries } from './define-enumeration.ts'

// Block, collection and item record types: only the members whose numbers are fixed are listed; the rest
// of each numeric range (1-71, 1-25, 1-63) is not published.

const blockTypes = {
  button: [53, 'Button'],
  memberArea: [67, 'Member area'],
  accordion: [69, 'Accordion'],
  marquee: [70, 'Marquee'],
  shape: [71, 'Shape'],
} as const satisfies EnumerationEntries

/** The type of a content block. */
export const BlockType = /* @__PURE__ */ enumerationValues(blockTypes)
export type BlockType = (typeof BlockType)[keyof typeof BlockType]
export const blockTypeLabel = /* @__PURE__ */ enumerationLabel(blockTypes)

const collectionTypes = {
  products: [13, 'Products'],
  portfolio: [23, 'Portfolio'],
  course: [25, 'Course'],
} as const satisfies EnumerationEntries

/** The type of a collection of items. */
export const CollectionType = /* @__PURE__ */ enumerationValues(collectionTypes)
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType]
export const collectionTypeLabel = /* @__PURE__ */ enumerationLabel(collectionTypes)

const itemRecordTypes = {
  storeItem: [11, 'Store item'],
  event: [12, 'Event'],
  lesson: [62, 'Lesson'],
  courseItem: [63, 'Course item'],
} as const satisfies EnumerationEntries

/** The record type of an item in a collection. */
export const ItemRecordType = /* @__PURE__ */ enumerationValues(itemRecordTypes)
export type ItemRecordType = (typeof ItemRecordType)[keyof typeof ItemRecordType]
export const itemRecordTypeLabel = /* @__PURE__ */ enumerationLabel(itemRecordTypes)

const publishStates = {
  published: [1, 'Published'],
  scheduled: [2, 'Scheduled'],
  needsReview: [3, 'Needs Review'],
  draft: [4, 'Draft'],
  private: [5, 'Private'],
  deleted: [6, 'Deleted'],
} as const satisfies EnumerationEntries

/** Where an item stands in publishing. */
export const PublishState = /* @__PURE__ */ enumerationValues(publishStates)
export type PublishState = (typeof PublishState)[keyof typeof PublishState]
export const publishStateLabel = /* @__PURE__ */ enumerationLabel(publishStates)

const pageSectionKinds = {
  coverPage: [1, 'Cover page'],
  lockScreen: [2, 'Lock screen'],
  popupOverlay: [3, 'Popup overlay'],
} as const satisfies EnumerationEntries

/** The kind of a full-page section (slide). */
export const PageSectionKind = /* @__PURE__ */ enumerationValues(pageSectionKinds)
export type PageSectionKind = (typeof PageSectionKind)[keyof typeof PageSectionKind]
export const pageSectionKindLabel = /* @__PURE__ */ enumerationLabel(pageSectionKinds)
