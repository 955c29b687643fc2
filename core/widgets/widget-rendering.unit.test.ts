// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { blockIdOf, widgetRenderingForm } from './widget-rendering.ts'

describe('widgetRenderingForm', () => {
  it('sends a feed as widgetJSON alone: {type, id, value} as JSON text', () => {
    const form = widgetRenderingForm({ type: 'flickr', id: 'abc', value: { type: 'flickr', username: 'jane' } })
    expect(Object.keys(form)).toEqual(['widgetJSON'])
    expect(JSON.parse(form['widgetJSON']!)).toEqual({ type: 'flickr', id: 'abc', value: { type: 'flickr', username: 'jane' } })
  })

  it('sends a summary as collectionId, then widgetJSON', () => {
    const form = widgetRenderingForm({ type: 'summary', id: 'abc', value: { collectionId: 'c1' }, collectionId: 'c1' })
    expect(Object.entries(form)).toEqual([
      ['collectionId', 'c1'],
      ['widgetJSON', '{"type":"summary","id":"abc","value":{"collectionId":"c1"}}'],
    ])
  })
})

describe('blockIdOf', () => {
  const element = (markup: string) => {
    document.body.innerHTML = markup
    return document.querySelector<HTMLElement>('ss-summary')!
  }

  it("takes the element's id without its block- prefix", () => {
    expect(blockIdOf(element('<ss-summary id="block-yui_3_17_2_1"></ss-summary>'))).toBe('yui_3_17_2_1')
  })

  it("takes the nearest block- wrapper's id when the element's own is not a block id", () => {
    expect(blockIdOf(element('<div id="block-outer"><div id="block-inner"><ss-summary id="events"></ss-summary></div></div>'))).toBe('inner')
  })

  it("keeps an id that is not a block id, and gives '' without one", () => {
    expect(blockIdOf(element('<ss-summary id="events"></ss-summary>'))).toBe('events')
    expect(blockIdOf(element('<ss-summary></ss-summary>'))).toBe('')
  })
})
