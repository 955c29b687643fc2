import { describe, expect, it } from 'vitest'
import { dedent, parseExamples } from './examples.mjs'

describe('parseExamples', () => {
  it('returns each example block with its title and its inner HTML exactly as written, dedented', () => {
    const source = `
<section class="example" data-title="First">
  <ss-accordion multiple>
    <details><summary>A</summary>B</details>
  </ss-accordion>
</section>

<section data-title='Second &amp; last' class="example"><p>Two</p></section>
`
    expect(parseExamples(source)).toEqual([
      { title: 'First', code: '<ss-accordion multiple>\n  <details><summary>A</summary>B</details>\n</ss-accordion>' },
      { title: 'Second & last', code: '<p>Two</p>' },
    ])
  })

  it('keeps sections nested in an example, such as the tabs of ss-menu', () => {
    const source = `<section class="example" data-title="Tabs"><ss-menu><section data-title="One">1</section><section data-title="Two">2</section></ss-menu></section>`
    expect(parseExamples(source)).toEqual([
      { title: 'Tabs', code: '<ss-menu><section data-title="One">1</section><section data-title="Two">2</section></ss-menu>' },
    ])
  })

  it('ignores top-level sections that are not examples', () => {
    expect(parseExamples('<section data-title="Notes">x</section>')).toEqual([])
  })

  it('names an unbalanced file instead of showing half an example', () => {
    expect(() => parseExamples('<section class="example" data-title="A"><p>open')).toThrow('never closed')
    expect(() => parseExamples('</section>')).toThrow('closes nothing')
  })
})

describe('dedent', () => {
  it('removes the surrounding blank lines and the shared indentation, keeping the relative one', () => {
    expect(dedent('\n\n    <a>\n      <b></b>\n\n    </a>   \n  ')).toBe('<a>\n  <b></b>\n\n</a>')
  })
})
