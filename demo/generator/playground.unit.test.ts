// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { htmlText } from './html.mjs'
import type { ElementDoc } from './manifest.mjs'
import { controlOf, playgroundPanel } from './playground.mjs'

describe('controlOf', () => {
  it('edits a boolean with a checkbox, knowing whether it defaults to true', () => {
    expect(controlOf({ name: 'multiple', type: 'boolean', default: 'false' })).toEqual({ kind: 'boolean', defaultValue: false })
    expect(controlOf({ name: 'dismissible', type: 'boolean', default: 'true' })).toEqual({ kind: 'boolean', defaultValue: true })
  })

  it('edits a union of string literals with a select of its members and their default', () => {
    expect(controlOf({ name: 'type', type: "'bar' | 'line' | 'pie'", default: "'bar'" })).toEqual({
      kind: 'select',
      options: ['bar', 'line', 'pie'],
      defaultValue: 'bar',
    })
  })

  it('edits numbers as numbers, the block JSON in a text area, anything else as text', () => {
    expect(controlOf({ name: 'gutter', type: 'number' })).toEqual({ kind: 'number' })
    expect(controlOf({ name: 'aspect-ratio', type: "number | 'Auto'" })).toEqual({ kind: 'text' })
    expect(controlOf({ name: 'data-block-json', type: 'string' })).toEqual({ kind: 'json' })
    expect(controlOf({ name: 'href', type: 'string' })).toEqual({ kind: 'text' })
  })
})

describe('playgroundPanel', () => {
  const element = {
    tag: 'ss-chart',
    attributes: [
      { name: 'data-block-json', property: '', type: 'string', default: '', description: '' },
      { name: 'type', property: 'type', type: "'bar' | 'line'", default: "'bar'", description: '' },
      { name: 'stacked', property: 'stacked', type: 'boolean', default: 'false', description: '' },
      { name: 'label', property: 'label', type: 'string', default: '', description: 'A <b>name</b>' },
    ],
  } as ElementDoc
  const container = document.createElement('div')
  container.innerHTML = htmlText(playgroundPanel(element, 'example-sales', 'example-sales-code'))
  const panel = container.querySelector('form')!
  document.body.append(container)

  it('is a form named by its heading, pointing at the element and its snippet, shown before its script runs', () => {
    expect(panel.hidden).toBe(false)
    expect(panel.dataset).toMatchObject({ tag: 'ss-chart', snippet: 'example-sales-code' })
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)?.textContent).toBe('Try its attributes')
  })

  it('has one labelled control per attribute, of the kind its type asks for, the block JSON last', () => {
    const controls = [...panel.querySelectorAll<HTMLInputElement>('[data-attribute]')]
    expect(controls.map((control) => [control.dataset.attribute, control.localName, control.type, control.labels?.[0]?.textContent])).toEqual([
      ['type', 'select', 'select-one', 'type'],
      ['stacked', 'input', 'checkbox', 'stacked'],
      ['label', 'input', 'text', 'label'],
      ['data-block-json', 'textarea', 'textarea', 'data-block-json'],
    ])
    expect([...panel.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['not set (bar)', 'bar', 'line'])
  })
})
