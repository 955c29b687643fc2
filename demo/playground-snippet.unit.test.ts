import { describe, expect, it } from 'vitest'
import { setSnippetAttribute, snippetHasTag } from './playground-snippet.js'

const snippet = `<ss-chart type="bar" data-block-json='{"title": "Sales"}'>
  <table><caption>type="line"</caption></table>
</ss-chart>`

describe('setSnippetAttribute', () => {
  it('changes an attribute in its place and leaves the rest as written', () => {
    expect(setSnippetAttribute(snippet, 'ss-chart', 'type', 'pie')).toBe(snippet.replace('type="bar"', 'type="pie"'))
  })

  it('adds a new attribute last in the opening tag, bare for a presence boolean', () => {
    expect(setSnippetAttribute('<ss-accordion>\n  <details></details>\n</ss-accordion>', 'ss-accordion', 'multiple', true)).toBe(
      '<ss-accordion multiple>\n  <details></details>\n</ss-accordion>',
    )
    expect(setSnippetAttribute(snippet, 'ss-chart', 'legend', 'false').split('\n')[0]).toBe(
      `<ss-chart type="bar" data-block-json='{"title": "Sales"}' legend="false">`,
    )
  })

  it('removes an attribute with the space before it', () => {
    expect(setSnippetAttribute(snippet, 'ss-chart', 'TYPE', null).split('\n')[0]).toBe(`<ss-chart data-block-json='{"title": "Sales"}'>`)
  })

  it('quotes block JSON in single quotes and escapes what would end the value', () => {
    expect(setSnippetAttribute('<ss-form>', 'ss-form', 'data-block-json', '{"a": "b & c"}')).toBe(
      `<ss-form data-block-json='{"a": "b &amp; c"}'>`,
    )
    expect(setSnippetAttribute('<ss-form>', 'ss-form', 'title', `"it's"`)).toBe('<ss-form title="&quot;it\'s&quot;">')
  })

  it('edits only the element itself, not a longer tag name or text that looks like it', () => {
    const text = '<p>&lt;ss-menu&gt;</p><ss-menu-item x></ss-menu-item><ss-menu activation="manual"></ss-menu>'
    expect(setSnippetAttribute(text, 'ss-menu', 'activation', 'automatic')).toBe(text.replace('"manual"', '"automatic"'))
    expect(snippetHasTag('<ss-menus>', 'ss-menu')).toBe(false)
    expect(setSnippetAttribute('<p>no element</p>', 'ss-menu', 'activation', 'manual')).toBe('<p>no element</p>')
  })
})
