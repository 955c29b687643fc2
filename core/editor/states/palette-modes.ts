/** The palette editor's modes: their ids, as stored, and their tab labels, in order. */
export const PALETTE_EDITOR_MODES = /* @__PURE__ */ Object.freeze([
  { mode: 'designerPalettes', label: 'Presets' },
  { mode: 'custom', label: 'Custom Colors' },
  { mode: 'from-image', label: 'From Image' },
  { mode: 'from-color', label: 'From Color' },
] as const)

export type PaletteEditorMode = (typeof PALETTE_EDITOR_MODES)[number]['mode']

/** The mode named by `value`, or Presets (the first) when it names none. */
export function paletteEditorMode(value: unknown): PaletteEditorMode {
  return PALETTE_EDITOR_MODES.find(({ mode }) => mode === value)?.mode ?? 'designerPalettes'
}
