/** One piece of a parsed message: literal text, a placeholder, or a choice between sub-messages. */
export type MessageNode =
  | string
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string; style: 'integer' | 'percent' | undefined }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; options: Record<string, MessageNode[]> }
  | { kind: 'select'; name: string; options: Record<string, MessageNode[]> }

/** The most choice keys one message may hold, counted over all its plural and select arguments. */
export const MAX_MESSAGE_KEYS = 1000

const EXACT_KEY = /^=-?\d+(?:\.\d+)?$/
const NAME = /[^\s{},#']+/y
const SPACE = /\s*/y

/**
 * Parses ICU message text: `{name}`, `{n, number}` (styles `integer`, `percent`), `{n, plural, …}` and
 * `{n, selectordinal, …}` with `offset:`, `=N` keys and `#`, `{g, select, …}`, and apostrophe quoting.
 * Plural keys are checked against the plural categories of `locale`; every choice needs an `other`.
 */
export function parseMessage(pattern: string, locale: string): MessageNode[] {
  let position = 0
  let keyCount = 0

  const fail = (problem: string): never => {
    throw new SyntaxError(`${problem} at position ${position} in message "${pattern}"`)
  }
  const skipSpace = () => {
    SPACE.lastIndex = position
    SPACE.exec(pattern)
    position = SPACE.lastIndex
  }
  const expect = (character: string) => {
    skipSpace()
    if (pattern[position] !== character) fail(`Expected "${character}"`)
    position++
  }
  const readName = (what: string): string => {
    skipSpace()
    NAME.lastIndex = position
    const match = NAME.exec(pattern)
    if (!match) return fail(`Expected ${what}`)
    position = NAME.lastIndex
    return match[0]
  }

  // Reads text and arguments until an unmatched `}` or the end; `inPlural` makes `#` the number.
  const readMessage = (inPlural: boolean): MessageNode[] => {
    const nodes: MessageNode[] = []
    let text = ''
    const flush = () => {
      if (text) nodes.push(text)
      text = ''
    }
    while (position < pattern.length) {
      const character = pattern[position]
      if (character === '}') break
      if (character === '{') {
        flush()
        position++
        nodes.push(readArgument())
      } else if (character === '#' && inPlural) {
        flush()
        position++
        nodes.push({ kind: 'pound' })
      } else if (character === "'") {
        text += readQuoted(inPlural)
      } else {
        text += character
        position++
      }
    }
    flush()
    return nodes
  }

  // `''` is one apostrophe; an apostrophe before `{`, `}` (or `#` in a plural) quotes up to the next single one.
  const readQuoted = (inPlural: boolean): string => {
    const next = pattern[position + 1]
    if (next === "'") {
      position += 2
      return "'"
    }
    if (next !== '{' && next !== '}' && !(inPlural && next === '#')) {
      position++
      return "'"
    }
    let text = ''
    position++
    while (position < pattern.length) {
      if (pattern[position] === "'") {
        if (pattern[position + 1] !== "'") break
        position++
      }
      text += pattern[position++]
    }
    if (position >= pattern.length) fail('Unterminated quoted text')
    position++
    return text
  }

  const readArgument = (): MessageNode => {
    const name = readName('an argument name')
    skipSpace()
    if (pattern[position] === '}') {
      position++
      return { kind: 'argument', name }
    }
    if (pattern[position] !== ',') fail('Expected "}" or ","')
    position++
    const type = readName('an argument type')
    if (type === 'number') return readNumber(name)
    if (type === 'plural' || type === 'selectordinal') return readPlural(name, type === 'selectordinal')
    if (type === 'select') return { kind: 'select', name, options: readOptions(name, false, null) }
    return fail(`Unsupported argument type "${type}"`)
  }

  const readNumber = (name: string): MessageNode => {
    skipSpace()
    let style: 'integer' | 'percent' | undefined
    if (pattern[position] === ',') {
      position++
      const word = readName('a number style')
      if (word !== 'integer' && word !== 'percent') fail(`Unsupported number style "${word}"`)
      style = word as 'integer' | 'percent'
    }
    expect('}')
    return { kind: 'number', name, style }
  }

  const readPlural = (name: string, ordinal: boolean): MessageNode => {
    expect(',')
    skipSpace()
    let offset = 0
    const offsetMatch = /offset:\s*(\d+)/y
    offsetMatch.lastIndex = position
    const found = offsetMatch.exec(pattern)
    if (found) {
      offset = Number(found[1])
      position = offsetMatch.lastIndex
    }
    const categories = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions()
      .pluralCategories as string[]
    return { kind: 'plural', name, ordinal, offset, options: readOptions(name, true, categories) }
  }

  // `key {message}` pairs up to the argument's closing brace; `categories` restricts the keys of a plural.
  const readOptions = (name: string, inPlural: boolean, categories: string[] | null): Record<string, MessageNode[]> => {
    if (!inPlural) expect(',')
    const options: Record<string, MessageNode[]> = {}
    for (;;) {
      skipSpace()
      if (pattern[position] === '}') break
      const key = readName('a key or "}"')
      if (categories && !categories.includes(key) && !EXACT_KEY.test(key)) {
        throw new RangeError(
          `Invalid key "${key}" for argument "${name}"; the plural keys of ${locale} are ${categories.join(', ')} and =N`,
        )
      }
      if (Object.hasOwn(options, key)) fail(`Duplicate key "${key}" for argument "${name}"`)
      if (++keyCount > MAX_MESSAGE_KEYS) throw new RangeError(`A message may hold at most ${MAX_MESSAGE_KEYS} keys`)
      expect('{')
      options[key] = readMessage(inPlural)
      expect('}')
    }
    position++
    if (!Object.hasOwn(options, 'other')) throw new SyntaxError(`Missing key "other" for argument "${name}"`)
    return options
  }

  const nodes = readMessage(false)
  if (position < pattern.length) fail('Unmatched "}"')
  return nodes
}
