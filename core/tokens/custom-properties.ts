import { designTokens, type ThemeColors } from './design-tokens.ts'

const px = (value: number) => (value === 0 ? '0' : `${value}px`)
const groups = <T extends Record<string, number>>(prefix: string, values: T, unit: (value: number) => string) =>
  Object.entries(values).map(([name, value]): [string, string] => [`--ss-${prefix}-${name}`, unit(value)])

/**
 * Every design token as a custom property and its value, in the order of `designTokens`:
 * `['--ss-font-size-md', '14px']`, `['--ss-color-blue-600', '#236bbf']`, …
 */
export function tokenProperties(): Array<[name: string, value: string]> {
  return [
    ...groups('font-weight', designTokens.fontWeight, String),
    ...groups('font-size', designTokens.fontSize, px),
    ...groups('line-height', designTokens.lineHeight, px),
    ...groups('radius', designTokens.radius, px),
    ...groups('duration', designTokens.duration, (ms) => `${ms}ms`),
    ...Object.entries(designTokens.color).flatMap(([scale, steps]) =>
      Object.entries(steps).map(([step, hex]): [string, string] => [`--ss-color-${scale}-${step}`, hex]),
    ),
    ...Object.entries(designTokens.baseColor).map(([name, hex]): [string, string] => [`--ss-color-${name}`, hex]),
    ['--ss-font-family', designTokens.fontFamily],
  ]
}

/** A theme's semantic colours as custom properties naming the colour tokens: `['--ss-color-text', 'var(--ss-color-gray-900)']`. */
export function themeColorProperties(colors: ThemeColors): Array<[name: string, value: string]> {
  return Object.entries(colors).map(([role, token]) => [`--ss-color-${role}`, `var(--ss-color-${token})`])
}
