import { describe, expect, it } from 'vitest'
import { modulePreloads } from './module-preloads.ts'

const graph = {
  'ss-elements.js': ['chunks/runtime-a1.js', 'chunks/element-class-b2.js'],
  'elements/ss-gallery.js': ['chunks/element-class-b2.js', 'chunks/react-c3.js'],
  'lite/elements/ss-gallery.js': ['chunks/preact-d4.js'],
}

describe('modulePreloads', () => {
  it('names the chunks an entry imports, where the page serves dist/', () => {
    expect(modulePreloads('/dist/elements/ss-gallery.js', graph)).toEqual(['/dist/chunks/element-class-b2.js', '/dist/chunks/react-c3.js'])
    expect(modulePreloads('https://cdn.example/ss-elements@0.1.0/dist/ss-elements.js?v=2', graph)).toEqual([
      'https://cdn.example/ss-elements@0.1.0/dist/chunks/runtime-a1.js',
      'https://cdn.example/ss-elements@0.1.0/dist/chunks/element-class-b2.js',
    ])
    expect(modulePreloads('assets/ss-elements.js', graph)).toEqual(['assets/chunks/runtime-a1.js', 'assets/chunks/element-class-b2.js'])
  })

  it('tells the lite build from the default one, and ignores any other script', () => {
    expect(modulePreloads('/dist/lite/elements/ss-gallery.js', graph)).toEqual(['/dist/chunks/preact-d4.js'])
    expect(modulePreloads('/js/my-ss-elements.js', graph)).toEqual([])
    expect(modulePreloads('/js/site.js', graph)).toEqual([])
  })
})
