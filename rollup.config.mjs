import commonjs from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import { existsSync, readdirSync } from 'node:fs'
import esbuild from 'rollup-plugin-esbuild'

const elementTags = readdirSync('elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('ss-'))
  .map((entry) => entry.name)
  // A folder still being written has no entry yet; building the others must not wait for it.
  .filter((tag) => existsSync(`elements/${tag}/index.ts`))

/**
 * Elements whose `dist/elements/<tag>.js` is one self-contained file rather than an entry of the shared
 * chunks: the cookie banner is on every page, often alone. Rollup puts a module in one chunk only, so a
 * shared zod chunk holds every zod schema class any entry uses; the banner alone needs a small part of it.
 * `dist/ss-elements.js` still takes the banner from the shared chunks.
 */
export const standaloneElements = ['ss-cookie-banner']

const input = {
  'ss-elements': 'elements/index.ts',
  'core/index': 'core/index.ts',
  autoloader: 'core/autoloader/index.ts',
  ...Object.fromEntries(
    elementTags.filter((tag) => !standaloneElements.includes(tag)).map((tag) => [`elements/${tag}`, `elements/${tag}/index.ts`]),
  ),
}

/**
 * React, ReactDOM and the scheduler go to one chunk that every entry shares, loaded once per page; the
 * element factory with r2wc to another, so that each element's own chunk holds only its code; zod and the
 * small helpers both sides use to a third, so that the non-visual APIs of `core/index.js` load no React;
 * lit-html (the runtime's dialogs, lit elements) and the lit side of the factory each to their own, which
 * React elements do not load.
 */
function manualChunks(id) {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react'
  if (/[\\/]node_modules[\\/]lit-html[\\/]/.test(id)) return 'lit-html'
  if (/[\\/]node_modules[\\/]zod[\\/]|[\\/]core[\\/](validation|dom)[\\/]/.test(id)) return 'shared'
  if (/[\\/]core[\\/]element[\\/]create-lit-element-class\./.test(id)) return 'lit-element'
  if (/[\\/]node_modules[\\/]@r2wc[\\/]|[\\/]core[\\/]element[\\/]/.test(id)) return 'element-factory'
}

const plugins = [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  commonjs(),
  esbuild({ target: 'es2022', jsx: 'automatic', minify: true, tsconfig: 'tsconfig.json' }),
]

/** One build per standalone element: `dist/elements/<tag>.js`, no chunks. */
export const standaloneConfigs = standaloneElements
  .filter((tag) => elementTags.includes(tag))
  .map((tag) => ({
    input: { [`elements/${tag}`]: `elements/${tag}/index.ts` },
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', sourcemap: true },
    plugins,
  }))

export default {
  input,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks,
    sourcemap: true,
  },
  // lit-html's top-level code only registers its version: a React element's page that imports the factory,
  // and through it the lit side, need not load lit-html.
  treeshake: { moduleSideEffects: (id) => !/[\\/]node_modules[\\/]lit-html[\\/]/.test(id) },
  plugins,
}
