import { describe, expect, it } from 'vitest'
import { dynamicTextSize } from './dynamic-text.ts'
import { PALETTE_EDITOR_MODES, paletteEditorMode } from './palette-modes.ts'

describe('dynamic text sizes', () => {
  it('never go under 0.75rem', () => {
    expect(dynamicTextSize(8)).toEqual({ px: 12, small: true })
    expect(dynamicTextSize(8, 20)).toEqual({ px: 15, small: false })
  })

  it('are flagged small at 13 px or less', () => {
    expect(dynamicTextSize(13)).toEqual({ px: 13, small: true })
    expect(dynamicTextSize(13.5)).toEqual({ px: 13.5, small: false })
    expect(dynamicTextSize(16)).toEqual({ px: 16, small: false })
  })
})

describe('palette editor modes', () => {
  it('are Presets, Custom Colors, From Image and From Color, with their ids', () => {
    expect(PALETTE_EDITOR_MODES.map(({ mode, label }) => `${mode}:${label}`)).toEqual([
      'designerPalettes:Presets',
      'custom:Custom Colors',
      'from-image:From Image',
      'from-color:From Color',
    ])
  })

  it('fall back to Presets for an unknown id', () => {
    expect(paletteEditorMode('from-color')).toBe('from-color')
    expect(paletteEditorMode('fromColor')).toBe('designerPalettes')
    expect(paletteEditorMode(undefined)).toBe('designerPalettes')
  })
})
