import { describe, expect, it } from 'vitest'
import { elementFiles, elementNames } from './element-template.mjs'

describe('the new-element scaffold', () => {
  it('names a tag in each of its forms', () => {
    expect(elementNames('ss-price-tag')).toEqual({
      tag: 'ss-price-tag',
      className: 'SsPriceTag',
      component: 'PriceTag',
      camel: 'priceTag',
      title: 'price tag',
    })
  })

  it('refuses what cannot be an element tag of the library', () => {
    for (const tag of ['', 'price-tag', 'ss-', 'ss-Price', 'ss-price--tag', 'ss-price_tag']) {
      expect(() => elementNames(tag), tag).toThrow('is not an element tag')
    }
  })

  it('writes the files of an element folder, each naming the element', () => {
    const files = elementFiles(elementNames('ss-price-tag'))
    expect(Object.keys(files).sort()).toEqual([
      'PriceTag.tsx',
      'README.md',
      'attributes.ts',
      'demo.html',
      'element.ts',
      'implementation.ts',
      'index.ts',
      'jsx.ts',
      'schema.ts',
      'ss-price-tag.browser.test.ts',
      'styles.ts',
    ])
    expect(files['element.ts']).toContain('@tag ss-price-tag')
    expect(files['jsx.ts']).toContain("'ss-price-tag': SsElementJsxProps<SsPriceTag")
    expect(files['index.ts']).not.toContain('react')
    expect(files['element.ts']).toContain('class SsPriceTag extends createElementClass')
    expect(files['README.md']).toContain('<!-- attributes:start -->')
    expect(files['demo.html']).toContain('<ss-price-tag')
  })
})
