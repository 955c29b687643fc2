// Writes the theme stylesheet from the design tokens (core/tokens), so that the CSS never drifts from the data.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { build } from 'esbuild'

export const THEME_FILE = 'dist/themes/ss-theme.css'

/** Bundles `themeCss()` on its own, runs it and writes what it returns to `outFile`. */
export async function writeTheme(outFile = THEME_FILE) {
  const { outputFiles } = await build({ entryPoints: ['core/tokens/theme-css.ts'], bundle: true, format: 'esm', write: false, logLevel: 'error' })
  const { themeCss } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`)
  mkdirSync(dirname(outFile), { recursive: true })
  writeFileSync(outFile, themeCss())
}
