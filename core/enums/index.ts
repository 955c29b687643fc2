export {
  AccessPermission,
  ACCESS_PERMISSION_RANGES,
  accessPermissionLabel,
  parentAccessPermission,
} from './access-permission.ts'
export { MeasurementUnit, measurementUnitLabel, ProductType, productTypeLabel } from './commerce.ts'
export {
  BlockType,
  blockTypeLabel,
  CollectionType,
  collectionTypeLabel,
  ItemRecordType,
  itemRecordTypeLabel,
  PageSectionKind,
  pageSectionKindLabel,
  PublishState,
  publishStateLabel,
} from './content-types.ts'
export {
  NoneBlackWhite,
  noneBlackWhiteLabel,
  NoneLightDark,
  noneLightDarkLabel,
  NoneShow,
  noneShowLabel,
} from './display-options.ts'
export { EventKind, eventKindLabel } from './event-kind.ts'
export { Feature, featureLabel } from './feature.ts'
export {
  collectionViewSchema,
  deviceViewSchema,
  itemRecordTypeNameSchema,
  sliceNameSchema,
  slideTypeSchema,
  type CollectionView,
  type DeviceView,
  type ItemRecordTypeName,
  type SliceName,
  type SlideType,
} from './names.ts'
export { PageType, pageTypeLabel } from './page-type.ts'
export { WebsiteRole, websiteRoleLabel } from './website-role.ts'
export { WebsiteStatus, websiteStatusLabel, WebsiteType, websiteTypeLabel } from './website.ts'
