import { describe, expect, it } from 'vitest'
import { elementsFromManifest } from './manifest.mjs'

const declaration = {
  kind: 'class',
  name: 'SsThing',
  customElement: true,
  tagName: 'ss-thing',
  summary: 'A thing.',
  attributes: [
    { name: 'data-block-json', type: { text: 'string' }, description: 'The block.' },
    { name: 'expand-first', fieldName: 'expandFirst', type: { text: 'boolean' }, default: 'false', description: 'Opens the first item.' },
  ],
  members: [
    { kind: 'field', name: 'expandFirst', type: { text: 'boolean' }, attribute: 'expand-first' },
    { kind: 'field', name: 'currentIndex', type: { text: 'number' }, description: 'The current slide.' },
    { kind: 'field', name: 'secret', privacy: 'private' },
    { kind: 'field', name: 'tag', static: true },
    {
      kind: 'method',
      name: 'goTo',
      parameters: [
        { name: 'index', type: { text: 'number' } },
        { name: 'smooth', optional: true, type: { text: 'boolean' } },
      ],
      return: { type: { text: 'void' } },
      description: 'Goes to a slide.',
    },
  ],
  events: [
    { name: 'ss-change', type: { text: 'CustomEvent<{index: number}>' }, description: 'Changed.' },
    { name: 'ss-close', type: { text: 'CustomEvent' } },
  ],
  slots: [{ name: '', description: 'The items.' }],
}

const manifest = {
  modules: [
    { kind: 'javascript-module', path: 'elements/ss-thing/element.ts', declarations: [declaration] },
    { kind: 'javascript-module', path: 'core/x.ts', declarations: [{ kind: 'function', name: 'helper' }] },
  ],
}

describe('elementsFromManifest', () => {
  const [element] = elementsFromManifest(manifest)

  it('finds the custom elements only', () => {
    expect(elementsFromManifest(manifest).map((doc) => doc.tag)).toEqual(['ss-thing'])
  })

  it('names the property of each attribute in its row, with its type and default', () => {
    expect(element?.attributes).toEqual([
      { name: 'data-block-json', property: '', type: 'string', default: '', description: 'The block.' },
      { name: 'expand-first', property: 'expandFirst', type: 'boolean', default: 'false', description: 'Opens the first item.' },
    ])
  })

  it('lists as properties only the public fields that no attribute carries', () => {
    expect(element?.properties).toEqual([{ name: 'currentIndex', type: 'number', description: 'The current slide.' }])
  })

  it('writes method signatures as TypeScript does', () => {
    expect(element?.methods).toEqual([{ signature: 'goTo(index: number, smooth?: boolean): void', description: 'Goes to a slide.' }])
  })

  it('shows the type of an event detail, and none for an event without one', () => {
    expect(element?.events.map((event) => event.detail)).toEqual(['{index: number}', ''])
  })

  it('gives missing texts as empty strings', () => {
    expect(element?.slots).toEqual([{ name: '', description: 'The items.' }])
    expect(element?.cssParts).toEqual([])
    expect(element?.description).toBe('')
  })
})
