// The tag list has no hand-kept copy to drift: every folder under elements/ is an element that the manifest
// documents and the demo site shows.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseExamples } from '../../demo/generator/examples.mjs'
import { elementsFromManifest } from '../../demo/generator/manifest.mjs'
import { analyzeManifest } from './analyze.mjs'
import { customElements } from './custom-elements.mjs'

const elementsDir = new URL('../../elements/', import.meta.url)
const manifest = await analyzeManifest()
const folderTags = readdirSync(elementsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

describe('the tag list', () => {
  it('is the same in the element folders, custom-elements.json and the demo site', () => {
    const manifestTags = customElements(manifest).map(({ declaration }) => declaration.tagName).sort()
    const demoPages = elementsFromManifest(manifest).map(({ tag }) => tag)
    expect(folderTags).toContain('ss-accordion')
    expect(manifestTags).toEqual(folderTags)
    expect(demoPages).toEqual(folderTags)
  })

  it('has each tag defined by the element.ts of its own folder', () => {
    const misplaced = customElements(manifest)
      .filter(({ module, declaration }) => module.path !== `elements/${declaration.tagName}/element.ts`)
      .map(({ module, declaration }) => `<${declaration.tagName}> in ${module.path}`)
    expect(misplaced).toEqual([])
  })

  it('gives every element live examples on its demo page', () => {
    const withoutExamples = folderTags.filter((tag) => {
      const file = new URL(`${tag}/demo.html`, elementsDir)
      return !existsSync(file) || parseExamples(readFileSync(file, 'utf8')).length === 0
    })
    expect(withoutExamples).toEqual([])
  })
})
