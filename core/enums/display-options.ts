import { enumerationLabel, enumerationValues, type EnumerationEntries } from './define-enumeration.ts'

// The three-valued and two-valued display settings of 002 §9, in the order the spec names them.

const noneLightDark = { none: [1, 'None'], light: [2, 'Light'], dark: [3, 'Dark'] } as const satisfies EnumerationEntries

/** A setting that is none, light or dark. */
export const NoneLightDark = /* @__PURE__ */ enumerationValues(noneLightDark)
export type NoneLightDark = (typeof NoneLightDark)[keyof typeof NoneLightDark]
export const noneLightDarkLabel = /* @__PURE__ */ enumerationLabel(noneLightDark)

const noneBlackWhite = { none: [1, 'None'], black: [2, 'Black'], white: [3, 'White'] } as const satisfies EnumerationEntries

/** A setting that is none, black or white. */
export const NoneBlackWhite = /* @__PURE__ */ enumerationValues(noneBlackWhite)
export type NoneBlackWhite = (typeof NoneBlackWhite)[keyof typeof NoneBlackWhite]
export const noneBlackWhiteLabel = /* @__PURE__ */ enumerationLabel(noneBlackWhite)

const noneShow = { none: [1, 'None'], show: [2, 'Show'] } as const satisfies EnumerationEntries

/** A setting that is none or show. */
export const NoneShow = /* @__PURE__ */ enumerationValues(noneShow)
export type NoneShow = (typeof NoneShow)[keyof typeof NoneShow]
export const noneShowLabel = /* @__PURE__ */ enumerationLabel(noneShow)
