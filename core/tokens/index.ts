export {
  baseColors,
  colorScales,
  designTokens,
  durations,
  fontFamily,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  themeColors,
  type ColorScaleName,
  type ColorStep,
  type ColorTokenName,
  type ThemeColors,
} from './design-tokens.ts'
export { themeColorProperties, tokenProperties } from './custom-properties.ts'
export { themeCss } from './theme-css.ts'
