import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { itemIds, sameItems, type AccordionItem } from './accordion-item.ts'

type Props = Record<string, unknown> & { children?: ReactNode }

/** A `<details>` among a React app's children, as the accordion draws it. */
export interface ChildItemMarkup {
  /** The `<details>`' own attributes, which the item takes. */
  readonly attributes: Props
  /** A heading that is all the summary holds: the item's heading, with the button inside it. */
  readonly heading: ReactElement<Props> | undefined
  readonly title: ReactNode
  /** What the `<details>` holds besides its summary. */
  readonly body: ReactNode[]
  readonly summaryId: string | undefined
  readonly open: boolean
}

/** A child of the accordion, in order, and as an item when it is a `<details>` with a summary. */
export interface AccordionChild {
  readonly key: string
  readonly node: ReactNode
  readonly item?: ChildItemMarkup
}

const isElement = (node: ReactNode, type: string): node is ReactElement<Props> => isValidElement(node) && node.type === type
const isBlank = (node: ReactNode) => typeof node === 'string' && node.trim() === ''
const isHeading = (node: ReactNode): node is ReactElement<Props> => isValidElement(node) && /^h[1-6]$/.test(String(node.type))

/** `children` in order, each `<details>` with a summary read as an item (one without is left as it is, as on a page). */
export function accordionChildren(children: ReactNode): AccordionChild[] {
  return Children.toArray(children).map((node, index) => {
    // React gives every child a key; Preact (the lite build) leaves an unkeyed one without.
    const key = isValidElement(node) && node.key != null ? String(node.key) : `#${index}`
    return { key, node, item: isElement(node, 'details') ? itemMarkup(node.props) : undefined }
  })
}

function itemMarkup({ children, open, ...attributes }: Props): ChildItemMarkup | undefined {
  const content = Children.toArray(children)
  const summary = content.find((node) => isElement(node, 'summary'))
  if (!summary) return undefined
  const titleNodes = Children.toArray(summary.props.children)
  const headings = titleNodes.filter(isHeading)
  const heading = headings.length === 1 && titleNodes.every((node) => node === headings[0] || isBlank(node)) ? headings[0] : undefined
  return {
    attributes,
    heading,
    title: heading ? heading.props.children : summary.props.children,
    body: content.filter((node) => node !== summary),
    summaryId: summary.props.id as string | undefined,
    open: Boolean(open),
  }
}

/** The items among `children`, in order: those already known by their key, and a new one for each new key. Returns `known` itself when nothing changed. */
export function readChildItems(children: readonly AccordionChild[], known: readonly AccordionItem[]): readonly AccordionItem[] {
  const byKey = new Map(known.map((item) => [item.key, item]))
  const items = children.flatMap(({ key, item }) => {
    if (!item) return []
    return [byKey.get(key) ?? { ...itemIds(item.summaryId), key, startsOpen: item.open }]
  })
  return sameItems(items, known) ? known : items
}
