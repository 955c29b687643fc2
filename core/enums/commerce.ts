import { enumerationLabel, enumerationValues, type EnumerationEntries } from './define-enumeration.ts'

const productTypes = {
  physical: [1, 'Physical'],
  digital: [2, 'Digital'],
  service: [3, 'Service'],
  giftCard: [4, 'Gift card'],
  paywall: [5, 'Paywall'],
} as const satisfies EnumerationEntries

/** The type of a product in the store. */
export const ProductType = /* @__PURE__ */ enumerationValues(productTypes)
export type ProductType = (typeof ProductType)[keyof typeof ProductType]
export const productTypeLabel = /* @__PURE__ */ enumerationLabel(productTypes)

const measurementUnits = {
  imperial: [1, 'Imperial'],
  metric: [2, 'Metric'],
} as const satisfies EnumerationEntries

/** The unit system of weights and dimensions. */
export const MeasurementUnit = /* @__PURE__ */ enumerationValues(measurementUnits)
export type MeasurementUnit = (typeof MeasurementUnit)[keyof typeof MeasurementUnit]
export const measurementUnitLabel = /* @__PURE__ */ enumerationLabel(measurementUnits)
