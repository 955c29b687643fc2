import commonjs from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import MagicString from 'magic-string'
import terser from '@rollup/plugin-terser'
import esbuild from 'rollup-plugin-esbuild'
import { smallSharedModules, staticClosure } from './scripts/lib/small-shared-modules.mjs'

const elementTags = readdirSync('elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('ss-'))
  .map((entry) => entry.name)
  // A folder still being written has no entry yet; building the others must not wait for it.
  .filter((tag) => existsSync(`elements/${tag}/index.ts`))

/**
 * Elements that also get `dist/elements/<tag>.standalone.js`, one self-contained file, beside their entry of the
 * shared chunks: the cookie banner is on every page, often alone. Rollup puts a module in one chunk only, so a
 * shared zod chunk holds every zod schema class any entry uses; the banner alone needs a small part of it. The
 * autoloader takes that file for a page whose only element it is (elements/autoloader.ts lists the same tags).
 */
export const standaloneElements = ['ss-cookie-banner']

const input = {
  'ss-elements': 'elements/index.ts',
  'core/index': 'core/index.ts',
  autoloader: 'elements/autoloader.ts',
  ...Object.fromEntries(elementTags.map((tag) => [`elements/${tag}`, `elements/${tag}/index.ts`])),
}

/**
 * Chunks, so that a page pays only for what it uses:
 * - `element-class`: what defines the elements: the factory, and every element's thin class with its attributes
 *   and what it shows while pending (about 300 B each). One chunk for every entry, so that `dist/ss-elements.js`
 *   is a few requests however many elements exist; an element entry pays for the other classes.
 * - `react`: React 19 (`react`, `react-dom`, `scheduler`; in `dist/lite/`, Preact's React API, see
 *   `reactAsPreact`) and the React side of the factory (one root for every element), loaded once, by the first
 *   block of the page.
 * - `lit-html`: lit-html and the lit side of the factory, for the elements drawn with it.
 * - `modal`: the one modal layer of `core/dom`, for the lightbox, the runtime's dialogs and a blocking banner.
 * - `shared`: zod and the configuration reading every implementation does, which the non-visual APIs of
 *   `core/index.js` share (they load no React), and the small pieces that only pages loading it use (see
 *   `smallSharedModules`): the gallery's own file then imports six chunks, which HTTP/1.1 fetches in one round.
 * - `element-class` also holds `PAGE_WIDE`, a few pieces the runtime and the elements both use.
 * An element's own implementation (`elements/<tag>/implementation.ts`, imported on its first use) is a chunk
 * named after its tag.
 */
function manualChunks(id, { getModuleIds, getModuleInfo }) {
  const plan = chunkPlan(getModuleIds, getModuleInfo)
  if (plan.elementClass.has(id) || PAGE_WIDE.test(id)) return sharedChunk(id) ?? 'element-class'
  return sharedChunk(id) ?? (plan.joiningShared.has(id) ? 'shared' : undefined)
}

/** The element classes' closure and the modules joining `shared`, worked out once per build (the app bundler's is another). */
function chunkPlan(getModuleIds, getModuleInfo) {
  if (chunkPlans.has(getModuleInfo)) return chunkPlans.get(getModuleInfo)
  const ids = [...getModuleIds()]
  const elementClass = new Set()
  for (const module of ids.filter((module) => ELEMENT_CLASS.test(module))) staticClosure(module, getModuleInfo, elementClass)
  const joiningShared = smallSharedModules(ids, getModuleInfo, {
    inShared: (module) => sharedChunk(module) === 'shared',
    keptApart: (module) =>
      sharedChunk(module) !== undefined ||
      elementClass.has(module) ||
      PAGE_WIDE.test(module) ||
      ELEMENT_MODULE.test(module) ||
      buildsSchemas(module, getModuleInfo),
    alsoLoaded: (module) => elementClass.has(module) || PAGE_WIDE.test(module),
    isElementRoot: (module) => /[\\/]elements[\\/]ss-[\w-]+[\\/]implementation\.ts$/.test(module),
    elementOf: (module) => module.match(/[\\/]elements[\\/](ss-[\w-]+)[\\/]/)?.[1],
    maxGroupLength: SMALL_GROUP_LENGTH,
  })
  const plan = { elementClass, joiningShared }
  chunkPlans.set(getModuleInfo, plan)
  return plan
}
const chunkPlans = new WeakMap()

/** An element's own code, which stays out of `shared`: only pages with that element need it. */
const ELEMENT_MODULE = /[\\/]elements[\\/]ss-[\w-]+[\\/]/
/** An element's thin class: `elements/<tag>/element.ts`. */
const ELEMENT_CLASS = /[\\/]elements[\\/]ss-[\w-]+[\\/]element\.ts$/
/**
 * Pieces of a few hundred bytes that the runtime and the elements both use: whether the page has a context, the
 * editor's state, the reduced-motion setting. In `element-class`, which every page with an element loads anyway.
 */
const PAGE_WIDE = /[\\/]core[\\/](context[\\/]page-context-source|editor[\\/]editor-state|dom[\\/]reduced-motion)\.ts$/
/**
 * A module that imports zod builds its schemas when it loads, a few milliseconds for a large one: in `shared`, every
 * page would pay for them.
 */
const buildsSchemas = (id, getModuleInfo) => getModuleInfo(id)?.importedIds.some((imported) => /[\\/]node_modules[\\/]zod[\\/]/.test(imported)) ?? false
/** Characters of (partly minified) code under which a group of modules joins `shared` rather than make a chunk. */
const SMALL_GROUP_LENGTH = 2500

/** The chunks every build shares: React, lit-html, the modal layer, zod. */
function sharedChunk(id) {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/.test(id)) return 'react'
  if (/[\\/]core[\\/]element[\\/](react-|preact-as-react|render-error-boundary|use-element-methods|use-in-browser)/.test(id)) return 'react'
  if (/[\\/]node_modules[\\/]lit-html[\\/]|[\\/]core[\\/]element[\\/]lit-implementation\./.test(id)) return 'lit-html'
  if (/[\\/]core[\\/]dom[\\/](modal|focus-trap|focusable|scroll-lock)\./.test(id)) return 'modal'
  if (/[\\/]node_modules[\\/]zod[\\/]|[\\/]core[\\/]validation[\\/]|[\\/]core[\\/]element[\\/](block-config|implementation)\./.test(id)) return 'shared'
}

/** `chunks/ss-gallery-[hash].js` for the chunk that holds the gallery's implementation, `chunks/<name>-[hash].js` for the rest. */
function chunkFileNames(chunk) {
  const implementation = chunk.moduleIds
    .map((id) => id.match(/[\\/]elements[\\/](ss-[\w-]+)[\\/]implementation\.ts$/))
    .find(Boolean)
  return `chunks/${implementation ? implementation[1] : '[name]'}-[hash].js`
}

/**
 * An element's implementation chunk imports React and zod statically, so the browser would only discover
 * them once the chunk itself has arrived and been parsed. Where an element imports its implementation, its
 * static imports are asked for at the same time, by `<link rel="modulepreload">`, as Vite does.
 */
function preloadImplementationImports() {
  const preload =
    '((deps,base)=>{for(const dep of deps){const href=new URL(dep,base).href;' +
    'if(document.querySelector(`link[href="${href}"]`))continue;' +
    'const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}})'
  const marker = /__ssPreloadImportsOf\("([^"]+)"\)/g
  return {
    name: 'preload-implementation-imports',
    renderDynamicImport({ targetModuleId, targetChunk }) {
      // The imported module, not the chunk's facade: a chunk may hold an implementation without being its facade.
      if (!targetChunk || !/[\\/]implementation\.ts$/.test(targetModuleId ?? '')) return null
      return { left: `(${preload}(__ssPreloadImportsOf("${targetChunk.fileName}"),import.meta.url),import(`, right: '))' }
    },
    // The imports of a chunk are known once every chunk is rendered.
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes('__ssPreloadImportsOf(')) return null
      const text = new MagicString(code)
      for (const match of code.matchAll(marker)) {
        const imports = [...staticImportsOf(match[1], chunks)].filter((file) => file !== match[1]).map((file) => relativeImport(chunk.fileName, file))
        text.overwrite(match.index, match.index + match[0].length, JSON.stringify(imports))
      }
      return { code: text.toString(), map: text.generateMap({ hires: true }) }
    },
  }
}

/** `file` and every chunk it imports statically, directly or not. */
function staticImportsOf(file, chunks, found = new Set()) {
  if (found.has(file)) return found
  found.add(file)
  for (const imported of chunks[file].imports) staticImportsOf(imported, chunks, found)
  return found
}

/** The specifier by which the chunk `from` imports the chunk `to`, both paths under dist/. */
function relativeImport(from, to) {
  const fromDir = from.split('/').slice(0, -1)
  const toParts = to.split('/')
  let shared = 0
  while (shared < fromDir.length && fromDir[shared] === toParts[shared]) shared++
  const path = [...fromDir.slice(shared).map(() => '..'), ...toParts.slice(shared)].join('/')
  return path.startsWith('.') ? path : `./${path}`
}

/**
 * lit-html's Node build, for lit-html and its directives alike (one copy of lit-html): the browser build's code,
 * plus a stand-in for `document` where there is none, so that importing an element or `core` on a server
 * (rendering the page) does not throw. 50 bytes.
 */
function litHtmlForEveryPlatform() {
  const nodeBuild = (path) => fileURLToPath(new URL(`node_modules/lit-html/node/${path}`, import.meta.url))
  return {
    name: 'lit-html-for-every-platform',
    resolveId: (source) => (source === 'lit-html' ? nodeBuild('lit-html.js') : source.startsWith('lit-html/') ? nodeBuild(source.slice('lit-html/'.length)) : null),
  }
}

/**
 * The lite build (`dist/lite/`) draws with Preact's React API (`core/element/preact-as-react.ts`): 5 KB gzip
 * where React and ReactDOM are about 60 KB, for a site that counts every kilobyte. Sources import `react`; the
 * default files carry React 19 itself, and an app's bundler (`dist/bundler/`) gets the app's own React.
 */
function reactAsPreact() {
  const preactAsReact = fileURLToPath(new URL('core/element/preact-as-react.ts', import.meta.url))
  const aliases = new Map([
    ['react', preactAsReact],
    ['react-dom', preactAsReact],
    ['react-dom/client', 'preact/compat/client'],
    ['react/jsx-runtime', 'preact/jsx-runtime'],
  ])
  return {
    name: 'react-as-preact',
    resolveId(source, importer) {
      const alias = aliases.get(source)
      return alias ? this.resolve(alias, importer, { skipSelf: true }) : null
    },
  }
}

/**
 * Chromium's compile hint on the first line of every file: its functions are compiled while it downloads, on a
 * background thread, rather than on the main thread when first called. A page loads these files to run them at
 * once: the first render of a 1,000-slide slider came 5 to 16 % sooner with the hint on every file it loads (with
 * it on only our own files, or only on React's and zod's, one run each showed no difference). Other browsers read
 * a comment. Added after terser, which drops comments; not for an app's bundler, which regroups the code.
 */
function compileWhileDownloading() {
  return {
    name: 'compile-while-downloading',
    renderChunk(code) {
      const hinted = new MagicString(code).prepend('//# allFunctionsCalledOnLoad\n')
      return { code: hinted.toString(), map: hinted.generateMap({ hires: true }) }
    },
  }
}

// lit-html's top-level code only registers its version: a page that imports it for nothing need not load it.
const treeshake = { moduleSideEffects: (id) => !/[\\/]node_modules[\\/]lit-html[\\/]/.test(id) }

const plugins = [
  litHtmlForEveryPlatform(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  commonjs(),
  // Whitespace is terser's: esbuild's would drop the `/* @__PURE__ */` marks that let an app's bundler shake `core`.
  esbuild({ target: 'es2022', jsx: 'automatic', minifySyntax: true, minifyIdentifiers: true, tsconfig: 'tsconfig.json' }),
  preloadImplementationImports(),
  // terser rather than esbuild's minifier: about 4 % smaller after gzip, paid by every page.
  terser({ module: true, compress: { passes: 2 }, format: { comments: false, preserve_annotations: true } }),
  compileWhileDownloading(),
]

/** The same plugins, drawing with Preact's React API: the lite build. */
const litePlugins = [reactAsPreact(), ...plugins]

/**
 * One build per standalone element: `dist/elements/<tag>.standalone.js` holds the element with its implementation, which
 * its `index.ts` imports statically; only what the implementation itself imports lazily (the modal layer of a
 * blocking banner) is a chunk of its own, fetched when needed.
 */
const standaloneConfigsIn = (dir, buildPlugins) =>
  standaloneElements
    .filter((tag) => elementTags.includes(tag))
    .map((tag) => ({
      input: { [`elements/${tag}.standalone`]: `elements/${tag}/index.ts` },
      output: { dir, format: 'es', entryFileNames: '[name].js', chunkFileNames: `chunks/${tag}.standalone-[name]-[hash].js`, sourcemap: true },
      treeshake,
      plugins: buildPlugins,
    }))
export const standaloneConfigs = standaloneConfigsIn('dist', plugins)

/**
 * `dist/bundler/`: the same entries for an app's bundler, which the package's `module` export condition picks.
 * React is the app's own there (`react` and `react-dom` are peer dependencies), so a React app ships one copy;
 * the rest stays bundled. No preloading of chunk files, which the app's bundler renames and regroups, and no
 * standalone banner: the bundler splits the app its own way. No autoloader either: it fetches element files by
 * address, which a bundled app does not have.
 */
export const bundlerConfig = {
  input: Object.fromEntries(Object.entries(input).filter(([name]) => name !== 'autoloader')),
  external: (id) => /^(react|react-dom|scheduler)($|\/)/.test(id),
  output: { dir: 'dist/bundler', format: 'es', entryFileNames: '[name].js', chunkFileNames, manualChunks, sourcemap: true },
  treeshake,
  plugins: plugins.filter((plugin) => !['preload-implementation-imports', 'compile-while-downloading'].includes(plugin.name)),
}

/**
 * `dist/react/`: the blocks as React components (`ss-elements/react`, `elements/react.ts`) for an app's bundler
 * and for `react-dom/server`: React is the app's own. Its entry says `'use client'`, so that a server-components
 * framework (Next.js) renders the blocks on the server and hydrates them in the browser.
 */
export const reactComponentsConfig = {
  input: { index: 'elements/react.ts' },
  external: bundlerConfig.external,
  output: { dir: 'dist/react', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
  treeshake,
  plugins: [...bundlerConfig.plugins, useClientDirective()],
}

/** `'use client'` on an entry's first line: added after terser, which would drop a directive it does not know. */
function useClientDirective() {
  return {
    name: 'use-client-directive',
    renderChunk(code, chunk) {
      if (!chunk.isEntry) return null
      const directed = new MagicString(code).prepend("'use client';\n")
      return { code: directed.toString(), map: directed.generateMap({ hires: true }) }
    },
  }
}

const pageConfigIn = (dir, buildPlugins) => ({
  input,
  output: { dir, format: 'es', entryFileNames: '[name].js', chunkFileNames, manualChunks, sourcemap: true },
  treeshake,
  plugins: buildPlugins,
})

/**
 * `dist/lite/`: the same entries as `dist/`, drawing with Preact's React API (`ss-elements/lite`,
 * `ss-elements/lite/elements/<tag>`).
 */
export const liteConfigs = [pageConfigIn('dist/lite', litePlugins), ...standaloneConfigsIn('dist/lite', litePlugins)]

export default pageConfigIn('dist', plugins)
