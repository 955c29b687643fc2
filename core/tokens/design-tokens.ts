/**
 * The design tokens: every size, weight, radius, duration and colour an element's styles may name, as data.
 * `themeCss()` turns them into the custom properties of the theme stylesheet (`--ss-font-size-md`, …).
 */

/** Font weights. */
export const fontWeights = { regular: 400, medium: 500, semibold: 600 } as const

/** Font sizes in pixels, smallest first. */
export const fontSizes = { '2xs': 9.75, xs: 11, sm: 12, md: 14, lg: 16, xl: 19, '2xl': 22, '3xl': 28 } as const

/** Line heights in pixels, smallest first. */
export const lineHeights = { xs: 11, sm: 16, md: 22, lg: 24, xl: 28, '2xl': 32 } as const

/** Corner radii in pixels. */
export const radii = { none: 0, sm: 4, md: 8 } as const

/** Transition times in milliseconds: 0 to 600 in steps of 50, each named by its value. */
export const durations = {
  0: 0, 50: 50, 100: 100, 150: 150, 200: 200, 250: 250, 300: 300, 350: 350, 400: 400, 450: 450, 500: 500, 550: 550, 600: 600,
} as const

/**
 * The colour scales, lightest (50) to darkest (900), each step at the same perceived lightness in every scale.
 * Steps 600 to 900 read as text on white or on step 50 (a contrast of 4.5:1 or more), steps 50 to 400 read as
 * text on gray 900, and step 500 keeps 3:1 against both, enough for borders and icons.
 */
export const colorScales = {
  blue: { 50: '#f2f7fe', 100: '#dcebff', 200: '#b8d7fe', 300: '#8dbefc', 400: '#66a1eb', 500: '#4187dd', 600: '#236bbf', 700: '#1b5599', 800: '#123f74', 900: '#07294f' },
  green: { 50: '#e9fdec', 100: '#d3f4d8', 200: '#b4e2bc', 300: '#91cb9c', 400: '#69b27a', 500: '#429c5a', 600: '#218041', 700: '#196632', 800: '#114c24', 900: '#063215' },
  red: { 50: '#fef4f3', 100: '#fee2de', 200: '#ffc4bc', 300: '#fe9c90', 400: '#ed756a', 500: '#dc5148', 600: '#bc322d', 700: '#972623', 800: '#731b18', 900: '#4e0e0c' },
  pink: { 50: '#fef3f7', 100: '#ffe0eb', 200: '#ffc0d7', 300: '#f59bbe', 400: '#e176a3', 500: '#d0538b', 600: '#b13671', 700: '#8d2a59', 800: '#6b1e43', 900: '#48102b' },
  orange: { 50: '#fef5ef', 100: '#ffe3d4', 200: '#ffc6a7', 300: '#f3a67a', 400: '#e0834c', 500: '#ce6312', 600: '#a94e01', 700: '#873d02', 800: '#672d01', 900: '#441c01' },
  gray: { 50: '#f6f7f8', 100: '#e8eaec', 200: '#d2d4d8', 300: '#b8bbc0', 400: '#9b9fa4', 500: '#82868d', 600: '#686c72', 700: '#52555b', 800: '#3d4044', 900: '#27292c' },
} as const

/** White and black, beside the scales. */
export const baseColors = { white: '#ffffff', black: '#000000' } as const

export type ColorScaleName = keyof typeof colorScales
export type ColorStep = keyof (typeof colorScales)['gray']
/** A colour token's name: `blue-600`, `gray-50`, `white`. */
export type ColorTokenName = `${ColorScaleName}-${ColorStep}` | keyof typeof baseColors

/** What each semantic colour means; both themes give every one of them. */
export type ThemeColors = Record<
  | 'text'
  | 'text-muted'
  | 'surface'
  | 'surface-muted'
  | 'border'
  | 'divider'
  | 'accent'
  | 'on-accent'
  | 'danger'
  | 'focus'
  | 'inverse-surface'
  | 'inverse-text',
  ColorTokenName
>

/**
 * The semantic colours of the light and the dark theme, as colour tokens. Text colours keep 4.5:1 on both
 * surfaces, `border` and `focus` 3:1 on the surface; `divider` is decoration only.
 */
export const themeColors = {
  light: {
    text: 'gray-900',
    'text-muted': 'gray-700',
    surface: 'white',
    'surface-muted': 'gray-100',
    border: 'gray-500',
    divider: 'gray-200',
    accent: 'blue-700',
    'on-accent': 'white',
    danger: 'red-700',
    focus: 'blue-600',
    'inverse-surface': 'gray-900',
    'inverse-text': 'gray-50',
  },
  dark: {
    text: 'gray-50',
    'text-muted': 'gray-300',
    surface: 'gray-900',
    'surface-muted': 'gray-800',
    border: 'gray-400',
    divider: 'gray-700',
    accent: 'blue-300',
    'on-accent': 'gray-900',
    danger: 'red-300',
    focus: 'blue-300',
    'inverse-surface': 'gray-100',
    'inverse-text': 'gray-900',
  },
} as const satisfies Record<'light' | 'dark', ThemeColors>

/** The font of the themed page and of the elements that set one (`--ss-font-family`). */
export const fontFamily = 'system-ui, sans-serif'

/** Every design token, grouped as the custom properties are named. */
export const designTokens = {
  fontWeight: fontWeights,
  fontSize: fontSizes,
  lineHeight: lineHeights,
  radius: radii,
  duration: durations,
  color: colorScales,
  baseColor: baseColors,
  theme: themeColors,
  fontFamily,
} as const
