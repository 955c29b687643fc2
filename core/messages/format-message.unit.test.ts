import { describe, expect, it } from 'vitest'
import { formatMessage } from './format-message.ts'
import { MAX_MESSAGE_KEYS } from './parse-message.ts'

const inbox = '{n, plural, =0 {No messages} one {# message} other {# messages}}'

describe('formatMessage', () => {
  it.each([
    ['Hello', {}, 'en', 'Hello'],
    ['Hello {name}!', { name: 'Ada' }, 'en', 'Hello Ada!'],
    ['{ name }', { name: 'Ada' }, 'en', 'Ada'],
    ['{n}', { n: 1234.5 }, 'en', '1,234.5'],
    ['{n}', { n: 1234.5 }, 'de', '1.234,5'],
    ['{n, number}', { n: 1234.5 }, 'en', '1,234.5'],
    ['{n, number, integer}', { n: 1234.5 }, 'en', '1,235'],
    ['{n, number, percent}', { n: 0.25 }, 'en', '25%'],
    [inbox, { n: 0 }, 'en', 'No messages'],
    [inbox, { n: 1 }, 'en', '1 message'],
    [inbox, { n: 1000 }, 'en', '1,000 messages'],
    ['{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}', { n: 3 }, 'pl', '3 pliki'],
    ['{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}', { n: 5 }, 'pl', '5 plików'],
    ['{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}', { n: 1.5 }, 'pl', '1,5 pliku'],
    ['{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', { n: 2 }, 'en', 'you and 1 other'],
    ['{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', { n: 1 }, 'en', 'you'],
    ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }, 'en', '22nd'],
    ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 13 }, 'en', '13th'],
    ['{g, select, female {She} male {He} other {They}} left', { g: 'female' }, 'en', 'She left'],
    ['{g, select, female {She} male {He} other {They}} left', { g: 'robot' }, 'en', 'They left'],
    ['{g, select, other {{n, plural, one {# item} other {# items}}}}', { g: 'x', n: 2 }, 'en', '2 items'],
    ['# is literal outside plurals', {}, 'en', '# is literal outside plurals'],
    ["It''s {name}", { name: 'me' }, 'en', "It's me"],
    ["It's fine", {}, 'en', "It's fine"],
    ["'{name}' stays", { name: 'x' }, 'en', '{name} stays'],
    ["{n, plural, other {'#' is #}}", { n: 4 }, 'en', '# is 4'],
  ] as const)('%s with %o in %s → %s', (pattern, values, locale, expected) => {
    expect(formatMessage(pattern, values, locale)).toBe(expected)
  })

  it.each([
    ['{n, plural, few {#} other {#}}', 'en', 'Invalid key "few" for argument "n"'],
    ['{count, plural, one {#} many {#} other {#}}', 'ja', 'Invalid key "one" for argument "count"'],
    ['{n, selectordinal, few {#rd} other {#}}', 'fr', 'Invalid key "few" for argument "n"'],
  ])('rejects the plural keys the locale does not have: %s in %s', (pattern, locale, message) => {
    expect(() => formatMessage(pattern, { n: 1, count: 1 }, locale)).toThrow(RangeError)
    expect(() => formatMessage(pattern, { n: 1, count: 1 }, locale)).toThrow(message)
  })

  it('accepts every category of the locale and exact keys', () => {
    expect(formatMessage('{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}', { n: 2 }, 'ar')).toBe('t')
    expect(formatMessage('{n, plural, =42 {answer} other {#}}', { n: 42 }, 'en')).toBe('answer')
  })

  it.each([
    ['{name', /Expected "}" or ","/],
    ['{n, plural, one {#} other {#}', /Expected a key or "}"/],
    ['{n, plural, one {#}}', /Missing key "other" for argument "n"/],
    ['{g, select, a {x} a {y} other {z}}', /Duplicate key "a"/],
    ['{n, date}', /Unsupported argument type "date"/],
    ['{n, number, currency}', /Unsupported number style "currency"/],
    ['text }', /Unmatched "}"/],
    ["'{unterminated", /Unterminated quoted text/],
  ])('rejects malformed text: %s', (pattern, message) => {
    expect(() => formatMessage(pattern, { name: 'x', n: 1, g: 'a' })).toThrow(SyntaxError)
    expect(() => formatMessage(pattern, { name: 'x', n: 1, g: 'a' })).toThrow(message)
  })

  it('names a missing value', () => {
    expect(() => formatMessage('Hi {name}', {})).toThrow('Missing value for argument "name"')
  })

  it(`allows ${MAX_MESSAGE_KEYS} keys in a message and no more`, () => {
    const select = (keys: number) =>
      `{g, select, ${Array.from({ length: keys - 1 }, (_, i) => `k${i} {${i}}`).join(' ')} other {rest}}`
    expect(formatMessage(select(1000), { g: 'k998' })).toBe('998')
    expect(() => formatMessage(select(1001), { g: 'k1' })).toThrow('A message may hold at most 1000 keys')
  })
})
