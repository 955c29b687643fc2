/** A store's measurement standard, from its settings (`storeSettings.measurementStandard`). */
export type MeasurementStandard = 'imperial' | 'metric'

/** The weight unit of a store: 'lbs' when imperial; 'kg' otherwise, an absent setting included. */
export function weightUnit(standard: MeasurementStandard | undefined): 'lbs' | 'kg' {
  return standard === 'imperial' ? 'lbs' : 'kg'
}

/** The mark after a dimension: the inch mark '"' when imperial ('12"'); 'cm' otherwise. */
export function dimensionUnit(standard: MeasurementStandard | undefined): '"' | 'cm' {
  return standard === 'imperial' ? '"' : 'cm'
}
