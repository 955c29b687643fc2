/** The five colours every site palette has, lightest first. */
export const SYSTEM_COLORS = /* @__PURE__ */ Object.freeze([
  { id: 'white', label: 'Lightest', order: 0 },
  { id: 'lightAccent', label: 'Light', order: 1 },
  { id: 'accent', label: 'Bright', order: 2 },
  { id: 'darkAccent', label: 'Dark', order: 3 },
  { id: 'black', label: 'Darkest', order: 4 },
] as const)

export type SystemColorId = (typeof SYSTEM_COLORS)[number]['id']

/** The colours derived to stay readable on or against the accent. */
export const INVERSE_ACCENT_COLORS = /* @__PURE__ */ Object.freeze([
  { id: 'safeLightAccent', label: 'Safe Light' },
  { id: 'safeDarkAccent', label: 'Safe Dark' },
  { id: 'safeInverseAccent', label: 'Safe Inverse' },
  { id: 'safeInverseLightAccent', label: 'Safe Inverse Light' },
  { id: 'safeInverseDarkAccent', label: 'Safe Inverse Dark' },
] as const)

export type InverseAccentColorId = (typeof INVERSE_ACCENT_COLORS)[number]['id']
