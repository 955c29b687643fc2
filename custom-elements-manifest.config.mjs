/** `custom-elements.json`, generated from each element's JSDoc header (`elements/<tag>/element.ts`). */
export default {
  globs: ['elements/*/element.ts'],
  outdir: '.',
  litelement: false,
}
