import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { SsErrorDetail } from './element-host.ts'

/** `slidesPerRow` → `slides-per-row`, as `attributeNamesFor` writes an attribute name. */
export type KebabCase<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : Key

/** An element's plain attributes, by their kebab-case names, typed by the block JSON keys they set. */
export type AttributeProps<Config, Attributes> = {
  [Key in keyof Attributes & keyof Config & string as KebabCase<Key>]?: Config[Key]
}

type EventHandlers<Events> = {
  [Name in keyof Events & string as `on${Name}`]?: (event: Events[Name]) => void
}

/**
 * The JSX props of an `ss-*` element for React 19 users, derived from its declaration: its attributes,
 * `data-block-json`, and its events as `onss-…` props, which React 19 attaches as listeners on custom elements.
 */
export type SsElementJsxProps<Element, Config, Attributes, Events> = DetailedHTMLProps<HTMLAttributes<Element>, Element> &
  AttributeProps<Config, Attributes> &
  EventHandlers<Events & { 'ss-error': CustomEvent<SsErrorDetail> }> & { 'data-block-json'?: string }
