import { describe, expect, it } from 'vitest'
import { editorOriginOf } from './page-editor.ts'

describe('the editor origin of the page context', () => {
  it('is an http(s) origin, exactly', () => {
    expect(editorOriginOf({ editorOrigin: 'https://editor.example' })).toBe('https://editor.example')
    expect(editorOriginOf({ editorOrigin: 'http://localhost:8080' })).toBe('http://localhost:8080')
  })

  it('is none for an address with a path, another scheme, or nothing', () => {
    expect(editorOriginOf({ editorOrigin: 'https://editor.example/' })).toBe(undefined)
    expect(editorOriginOf({ editorOrigin: 'https://editor.example/config' })).toBe(undefined)
    expect(editorOriginOf({ editorOrigin: 'javascript:alert(1)' })).toBe(undefined)
    expect(editorOriginOf({ editorOrigin: '*' })).toBe(undefined)
    expect(editorOriginOf({})).toBe(undefined)
  })
})
