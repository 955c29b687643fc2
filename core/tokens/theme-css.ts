import { accordionThemeCss } from './accordion-theme.ts'
import { tokenProperties, themeColorProperties } from './custom-properties.ts'
import { themeColors } from './design-tokens.ts'

const block = (selector: string, declarations: Array<[string, string]>) =>
  `${selector} {\n${declarations.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`

/**
 * The theme stylesheet (`dist/themes/ss-theme.css`), made from the design tokens: every token on the root;
 * the light colours by default and under `data-ss-theme="light"`, the dark ones when the visitor prefers a dark
 * scheme and under `data-ss-theme="dark"` (on `<html>` or any ancestor, the nearest one winning); the page's
 * text, surface and font; the accordion's look.
 */
export function themeCss(): string {
  const light: Array<[string, string]> = [['color-scheme', 'light'], ...themeColorProperties(themeColors.light)]
  const dark: Array<[string, string]> = [['color-scheme', 'dark'], ...themeColorProperties(themeColors.dark)]
  return [
    '/* ss-elements theme, generated from core/tokens: edit the tokens there, not this file. */\n',
    block(':root', tokenProperties()),
    block(":root,\n[data-ss-theme='light']", light),
    `@media (prefers-color-scheme: dark) {\n${block(":root:not([data-ss-theme='light'])", dark)}}\n`,
    block("[data-ss-theme='dark']", dark),
    block(":where(:root, [data-ss-theme])", [['color', 'var(--ss-color-text)'], ['background-color', 'var(--ss-color-surface)']]),
    block(':where(:root)', [['font-family', 'var(--ss-font-family)']]),
    accordionThemeCss.trimStart(),
  ].join('\n')
}
