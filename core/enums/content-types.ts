import { defineEnumeration } from './define-enumeration.ts'

// Block, collection and item record types: only the members whose numbers are fixed are listed; the rest
// of each numeric range (1-71, 1-25, 1-63) is not published.

const blockTypes = /* @__PURE__ */ defineEnumeration({
  button: [53, 'Button'],
  memberArea: [67, 'Member area'],
  accordion: [69, 'Accordion'],
  marquee: [70, 'Marquee'],
  shape: [71, 'Shape'],
})

/** The type of a content block. */
export const BlockType = blockTypes.values
export type BlockType = (typeof BlockType)[keyof typeof BlockType]
export const blockTypeLabel = blockTypes.label

const collectionTypes = /* @__PURE__ */ defineEnumeration({
  products: [13, 'Products'],
  portfolio: [23, 'Portfolio'],
  course: [25, 'Course'],
})

/** The type of a collection of items. */
export const CollectionType = collectionTypes.values
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType]
export const collectionTypeLabel = collectionTypes.label

const itemRecordTypes = /* @__PURE__ */ defineEnumeration({
  storeItem: [11, 'Store item'],
  event: [12, 'Event'],
  lesson: [62, 'Lesson'],
  courseItem: [63, 'Course item'],
})

/** The record type of an item in a collection. */
export const ItemRecordType = itemRecordTypes.values
export type ItemRecordType = (typeof ItemRecordType)[keyof typeof ItemRecordType]
export const itemRecordTypeLabel = itemRecordTypes.label

const publishStates = /* @__PURE__ */ defineEnumeration({
  published: [1, 'Published'],
  scheduled: [2, 'Scheduled'],
  needsReview: [3, 'Needs Review'],
  draft: [4, 'Draft'],
  private: [5, 'Private'],
  deleted: [6, 'Deleted'],
})

/** Where an item stands in publishing. */
export const PublishState = publishStates.values
export type PublishState = (typeof PublishState)[keyof typeof PublishState]
export const publishStateLabel = publishStates.label

const pageSectionKinds = /* @__PURE__ */ defineEnumeration({
  coverPage: [1, 'Cover page'],
  lockScreen: [2, 'Lock screen'],
  popupOverlay: [3, 'Popup overlay'],
})

/** The kind of a full-page section (slide). */
export const PageSectionKind = pageSectionKinds.values
export type PageSectionKind = (typeof PageSectionKind)[keyof typeof PageSectionKind]
export const pageSectionKindLabel = pageSectionKinds.label
