import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { relativeLuminance } from '../color/brightness.ts'
import { parseColor } from '../color/parse-color.ts'
import { themeColorProperties, tokenProperties } from './custom-properties.ts'
import { baseColors, colorScales, durations, fontSizes, fontWeights, lineHeights, radii, themeColors, type ColorTokenName } from './design-tokens.ts'
import { themeCss } from './theme-css.ts'

const hexOf = (token: ColorTokenName): string => {
  if (token in baseColors) return baseColors[token as keyof typeof baseColors]
  const [scale, step] = token.split('-') as [keyof typeof colorScales, string]
  return (colorScales[scale] as Record<string, string>)[step]!
}
/** The WCAG 2 contrast ratio of two colours. */
const contrast = (a: string, b: string) => {
  const [lighter, darker] = [relativeLuminance(parseColor(a)), relativeLuminance(parseColor(b))].sort((x, y) => y - x)
  return (lighter! + 0.05) / (darker! + 0.05)
}

describe('the design tokens hold their fixed values', () => {
  it.each([
    ['font weights', Object.values(fontWeights), [400, 500, 600]],
    ['font sizes (px)', Object.values(fontSizes), [9.75, 11, 12, 14, 16, 19, 22, 28]],
    ['line heights (px)', Object.values(lineHeights), [11, 16, 22, 24, 28, 32]],
    ['radii (px)', Object.values(radii), [0, 4, 8]],
    ['transition times (ms)', Object.values(durations), [0, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600]],
    ['colour scales', Object.keys(colorScales), ['blue', 'green', 'red', 'pink', 'orange', 'gray']],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  it('every scale has the same ten steps, each a six-digit hex colour', () => {
    for (const steps of Object.values(colorScales)) {
      expect(Object.keys(steps)).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'])
      for (const hex of Object.values(steps)) expect(hex).toMatch(/^#[0-9a-f]{6}$/)
    }
  })
})

describe('the colour scales keep readable contrast', () => {
  const light = ['50', '100', '200', '300', '400'] as const
  const dark = ['600', '700', '800', '900'] as const
  it.each(Object.entries(colorScales))('%s: steps 600-900 read on white and on gray 50, steps 50-400 on gray 900, step 500 keeps 3:1 on both', (_, steps) => {
    for (const step of dark) {
      expect(contrast(steps[step], '#ffffff'), step).toBeGreaterThanOrEqual(4.5)
      expect(contrast(steps[step], colorScales.gray[50]), step).toBeGreaterThanOrEqual(4.5)
    }
    for (const step of light) expect(contrast(steps[step], colorScales.gray[900]), step).toBeGreaterThanOrEqual(4.5)
    expect(contrast(steps[500], '#ffffff')).toBeGreaterThanOrEqual(3)
    expect(contrast(steps[500], colorScales.gray[900])).toBeGreaterThanOrEqual(3)
  })

  it.each(Object.entries(themeColors))('the %s theme: text 4.5:1 on both surfaces, border and focus 3:1 on the surface', (_, colors) => {
    const [surface, muted] = [hexOf(colors.surface), hexOf(colors['surface-muted'])]
    for (const role of ['text', 'text-muted', 'accent', 'danger'] as const) {
      expect(contrast(hexOf(colors[role]), surface), role).toBeGreaterThanOrEqual(4.5)
      expect(contrast(hexOf(colors[role]), muted), role).toBeGreaterThanOrEqual(4.5)
    }
    expect(contrast(hexOf(colors['on-accent']), hexOf(colors.accent)), 'on-accent').toBeGreaterThanOrEqual(4.5)
    expect(contrast(hexOf(colors['inverse-text']), hexOf(colors['inverse-surface'])), 'inverse').toBeGreaterThanOrEqual(4.5)
    for (const role of ['border', 'focus'] as const) expect(contrast(hexOf(colors[role]), surface), role).toBeGreaterThanOrEqual(3)
  })
})

describe('the theme stylesheet is made from the tokens', () => {
  const css = themeCss()

  it.each([
    ['--ss-font-weight-semibold', '600'],
    ['--ss-font-size-2xs', '9.75px'],
    ['--ss-font-size-md', '14px'],
    ['--ss-line-height-2xl', '32px'],
    ['--ss-radius-none', '0'],
    ['--ss-radius-md', '8px'],
    ['--ss-duration-0', '0ms'],
    ['--ss-duration-600', '600ms'],
    ['--ss-color-blue-600', colorScales.blue[600]],
    ['--ss-color-white', '#ffffff'],
    ['--ss-font-family', 'system-ui, sans-serif'],
  ])('%s is %s', (name, value) => {
    expect(tokenProperties()).toContainEqual([name, value])
  })

  it('declares every token once, on the root', () => {
    const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}'))
    for (const [name, value] of tokenProperties()) expect(rootBlock).toContain(`  ${name}: ${value};\n`)
    expect(tokenProperties()).toHaveLength(3 + 8 + 6 + 3 + 13 + 6 * 10 + 2 + 1)
  })

  it('gives the light colours by default and under data-ss-theme="light", the dark ones under a dark preference and data-ss-theme="dark"', () => {
    const lightBlock = block(css, ":root,\n[data-ss-theme='light'] {")
    const preferDark = block(css, "@media (prefers-color-scheme: dark) {\n:root:not([data-ss-theme='light']) {")
    const forcedDark = block(css, "[data-ss-theme='dark'] {")
    for (const [name, value] of themeColorProperties(themeColors.light)) expect(lightBlock).toContain(`${name}: ${value};`)
    for (const [name, value] of themeColorProperties(themeColors.dark)) {
      expect(preferDark).toContain(`${name}: ${value};`)
      expect(forcedDark).toContain(`${name}: ${value};`)
    }
    expect(lightBlock).toContain('color-scheme: light;')
    expect(forcedDark).toContain('color-scheme: dark;')
    expect(css.indexOf("[data-ss-theme='dark'] {"), 'a forced dark theme comes after the light default').toBeGreaterThan(css.indexOf(":root,\n[data-ss-theme='light']"))
  })

  it('names only colour tokens that exist', () => {
    const names = new Set(tokenProperties().map(([name]) => name))
    for (const colors of Object.values(themeColors)) {
      for (const [, value] of themeColorProperties(colors)) expect(names).toContain(value.slice('var('.length, -1))
    }
  })

  it('uses only custom properties it declares or the elements own', () => {
    const declared = new Set([...tokenProperties(), ...themeColorProperties(themeColors.light)].map(([name]) => name))
    const used = [...css.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!)
    expect(used.filter((name) => !declared.has(name) && !name.startsWith('--ss-accordion-'))).toEqual([])
  })
})

describe('the theming guide', () => {
  const guide = readFileSync(new URL('../../docs/theming.md', import.meta.url), 'utf8')

  it('lists every token with its value', () => {
    const rows = tokenProperties().map(([name, value]) => `| \`${name}\` | \`${value}\` |`)
    const missing = rows.filter((row) => !guide.includes(row))
    expect(missing, `docs/theming.md lacks these rows:\n${missing.join('\n')}`).toEqual([])
  })

  it('lists every semantic colour with its light and dark token', () => {
    const rows = Object.keys(themeColors.light).map((role) => {
      const token = (theme: keyof typeof themeColors) => `\`--ss-color-${themeColors[theme][role as keyof typeof themeColors.light]}\``
      return `| \`--ss-color-${role}\` | ${token('light')} | ${token('dark')} |`
    })
    const missing = rows.filter((row) => !guide.includes(row))
    expect(missing, `docs/theming.md lacks these rows:\n${missing.join('\n')}`).toEqual([])
  })

})

/** The declarations of the block that starts with `opening`. */
function block(css: string, opening: string): string {
  const start = css.indexOf(opening)
  expect(start, opening).toBeGreaterThanOrEqual(0)
  return css.slice(start, css.indexOf('}', start))
}
