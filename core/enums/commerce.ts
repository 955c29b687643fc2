import { defineEnumeration } from './define-enumeration.ts'

const productTypes = /* @__PURE__ */ defineEnumeration({
  physical: [1, 'Physical'],
  digital: [2, 'Digital'],
  service: [3, 'Service'],
  giftCard: [4, 'Gift card'],
  paywall: [5, 'Paywall'],
})

/** The type of a product in the store. */
export const ProductType = productTypes.values
export type ProductType = (typeof ProductType)[keyof typeof ProductType]
export const productTypeLabel = productTypes.label

const measurementUnits = /* @__PURE__ */ defineEnumeration({
  imperial: [1, 'Imperial'],
  metric: [2, 'Metric'],
})

/** The unit system of weights and dimensions. */
export const MeasurementUnit = measurementUnits.values
export type MeasurementUnit = (typeof MeasurementUnit)[keyof typeof MeasurementUnit]
export const measurementUnitLabel = measurementUnits.label
