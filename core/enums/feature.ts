import { enumerationLabel, enumerationValues, type EnumerationEntries } from './define-enumeration.ts'

// The feature list runs from 1 to 70; only the members whose numbers are published are listed.
const features = {
  afterpay: [64, 'Afterpay'],
  clearpay: [68, 'Clearpay'],
  klarna: [70, 'Klarna'],
} as const satisfies EnumerationEntries

/** A feature of the platform's feature list (002 §9). */
export const Feature = /* @__PURE__ */ enumerationValues(features)
export type Feature = (typeof Feature)[keyof typeof Feature]
export const featureLabel = /* @__PURE__ */ enumerationLabel(features)
