import { attributesFromDeclarations } from './scripts/manifest/attributes-plugin.mjs'

/**
 * `custom-elements.json`, generated from each element's JSDoc header (`elements/<tag>/element.ts`) and, for its
 * plain attributes and their properties, from its declaration (`elements/<tag>/attributes.ts`).
 */
export default {
  globs: ['elements/*/element.ts'],
  outdir: '.',
  litelement: false,
  plugins: [attributesFromDeclarations()],
}
