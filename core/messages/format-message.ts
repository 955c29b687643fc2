import { parseMessage, type MessageNode } from './parse-message.ts'

/** The values a message's placeholders take, by argument name. */
export type MessageValues = Readonly<Record<string, string | number>>

/**
 * The text of an ICU message (see `parseMessage` for the syntax) with `values` put in, numbers and plural
 * choices following `locale`. Throws a `RangeError` for a plural key the locale does not have
 * ('Invalid key "few" for argument "n"; …') or a missing value, a `SyntaxError` for malformed text.
 */
export function formatMessage(pattern: string, values: MessageValues = {}, locale = 'en'): string {
  return formatNodes(parseMessage(pattern, locale), values, locale, undefined)
}

function formatNodes(nodes: MessageNode[], values: MessageValues, locale: string, pound: number | undefined): string {
  let text = ''
  for (const node of nodes) {
    if (typeof node === 'string') {
      text += node
      continue
    }
    if (node.kind === 'pound') {
      text += new Intl.NumberFormat(locale).format(pound ?? 0)
      continue
    }
    const value = valueOf(values, node.name)
    if (node.kind === 'argument') {
      text += typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value
    } else if (node.kind === 'number') {
      const options: Intl.NumberFormatOptions =
        node.style === 'percent' ? { style: 'percent' } : node.style === 'integer' ? { maximumFractionDigits: 0 } : {}
      text += new Intl.NumberFormat(locale, options).format(Number(value))
    } else if (node.kind === 'select') {
      text += formatNodes(node.options[String(value)] ?? node.options.other!, values, locale, pound)
    } else {
      const count = Number(value)
      const shifted = count - node.offset
      const category = new Intl.PluralRules(locale, { type: node.ordinal ? 'ordinal' : 'cardinal' }).select(shifted)
      const branch = node.options[`=${count}`] ?? node.options[category] ?? node.options.other!
      text += formatNodes(branch, values, locale, shifted)
    }
  }
  return text
}

function valueOf(values: MessageValues, name: string): string | number {
  if (!Object.hasOwn(values, name)) throw new RangeError(`Missing value for argument "${name}"`)
  return values[name]!
}
