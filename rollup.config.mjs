import commonjs from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import { readdirSync } from 'node:fs'
import esbuild from 'rollup-plugin-esbuild'

const elementTags = readdirSync('elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('ss-'))
  .map((entry) => entry.name)

const input = {
  'ss-elements': 'elements/index.ts',
  'core/index': 'core/index.ts',
  autoloader: 'core/autoloader/index.ts',
  ...Object.fromEntries(elementTags.map((tag) => [`elements/${tag}`, `elements/${tag}/index.ts`])),
}

/**
 * React, ReactDOM and the scheduler go to one chunk that every entry shares, loaded once per page; the
 * element factory with r2wc to another, so that each element's own chunk holds only its code; zod and the
 * small helpers both sides use to a third, so that the non-visual APIs of `core/index.js` load no React.
 */
function manualChunks(id) {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react'
  if (/[\\/]node_modules[\\/]zod[\\/]|[\\/]core[\\/](validation|dom)[\\/]/.test(id)) return 'shared'
  if (/[\\/]node_modules[\\/]@r2wc[\\/]|[\\/]core[\\/]element[\\/]/.test(id)) return 'element-factory'
}

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
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: true, tsconfig: 'tsconfig.json' }),
  ],
}
