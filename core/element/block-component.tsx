import { createElement, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react'
import { createPortal } from 'react-dom'
import type { $ZodType, input, output } from 'zod/v4/core'
import { adoptStyles } from '../dom/adopt-styles.ts'
import { formatPath, validate } from '../validation/validate.ts'
import { kebabCase, REACT_OWNED_ATTRIBUTE } from './attribute-names.ts'
import type { ConfigIssue, ResolvedConfig } from './block-config.ts'
import { reportConfigIssues, summarizeIssues } from './config-issues.ts'
import type { SsElement } from './create-element-class.ts'
import { ElementHost, type SsErrorDetail } from './element-host.ts'
import type { ReactElementImplementation } from './react-implementation.tsx'
import { RenderErrorBoundary } from './render-error-boundary.tsx'
import { useInBrowser } from './use-in-browser.ts'

/** `slide-change` → `SlideChange`. */
type PascalCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<Name>

/** Each `ss-*` event of an element as a callback prop: `ss-slide-change` → `onSlideChange`. */
export type EventCallbacks<Events> = {
  [Name in keyof Events & string as Name extends `ss-${infer Rest}` ? `on${PascalCase<Rest>}` : never]?: (event: Events[Name]) => void
}

/** The named keys of a configuration: none for a block without any (whose schema's output is a bare record). */
type ConfigKeys<Config> = string extends keyof Config ? never : keyof Config

/** What a ref to a block gives: the element's own methods and accessors (`next()`, `currentIndex`, …). */
export type BlockHandle<Element, Config> = Omit<Element, keyof SsElement | ConfigKeys<Config>>

/** The class of an `ss-*` element, as far as a block component needs it: its tag, and its methods. */
interface ElementClassLike<Element> {
  readonly tag: string
  readonly prototype: Element
}

/**
 * The block JSON a schema reads: its input, or where that is not an object (a schema that first normalises
 * what it is given), the keys of what it gives, each optional.
 */
export type BlockJson<Schema extends $ZodType> = string extends keyof output<Schema>
  ? object
  : unknown extends input<Schema>
    ? Partial<output<Schema>>
    : input<Schema>

/**
 * The props of a block's React component: the keys of its block JSON (camelCase, as in `data-block-json`;
 * the plain attributes are some of them), its events as `on…` callbacks, its light DOM as children, and a ref
 * to its methods. `id`, `className`, `aria-*` and `data-*` go to the block's element.
 */
export type BlockProps<Element, Schema extends $ZodType, Events> = BlockJson<Schema> &
  EventCallbacks<Events & { 'ss-error': CustomEvent<SsErrorDetail> }> & {
    children?: ReactNode
    ref?: Ref<BlockHandle<Element, output<Schema>>>
    id?: string
    className?: string
    hidden?: boolean
    slot?: string
    title?: string
    lang?: string
    dir?: string
  }

/** Any block's implementation (`any`: a component takes its own config type, to which no wider one is assignable). */
type AnyReactImplementation = ReactElementImplementation<any, any>

/** The host element's own props, which are not block JSON keys (besides `aria-*` and `data-*`, any name with a dash). */
const HOST_PROPS = new Set(['id', 'className', 'hidden', 'slot', 'title', 'lang', 'dir'])
const isEventCallback = (key: string, value: unknown) => /^on[A-Z]/.test(key) && typeof value === 'function'

/**
 * A block as a React component, with no custom element in between: it draws the element's own component (the
 * one `<ss-…>` draws) into the shadow root of an element of the same tag, which the element's class, if the
 * page defines it too, leaves to React. Its children are the light DOM, as the element's would be; the
 * configuration is validated by the same zod schema, and a bad one is reported the same way (`console.error`,
 * `data-ss-error`, `onError`), the light DOM showing meanwhile. On a server (`react-dom/server`) it renders the
 * element and its light DOM, the block's no-JavaScript content; in the browser, the block draws before the
 * first paint after hydration.
 */
export function blockComponent<Element extends SsElement, Implementation extends AnyReactImplementation, Events = object>(
  elementClass: ElementClassLike<Element>,
  implementation: Implementation,
) {
  type Schema = Implementation['definition']['schema']
  type Methods = Implementation extends ReactElementImplementation<Schema, infer M> ? M : never
  const { tag } = elementClass
  const { schema, component: Content, styles = '', drawsLightDom = false } = implementation.definition
  const { constructor: _constructor, ...members } = Object.getOwnPropertyDescriptors(elementClass.prototype) as PropertyDescriptorMap

  function Block(props: BlockProps<Element, Schema, Events>) {
    const { children, ref } = props
    const hostProps: Record<string, unknown> = {}
    const callbacks: Record<string, (event: Event) => void> = {}
    const values: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(props)) {
      if (key === 'children' || key === 'ref') continue
      if (HOST_PROPS.has(key) || key.includes('-')) hostProps[key] = value
      else if (isEventCallback(key, value)) callbacks[key] = value as (event: Event) => void
      else values[key] = value
    }
    const valuesKey = JSON.stringify(values)
    // The values themselves are the dependency: a new object with the same keys and values is the same configuration.
    const resolved = useMemo(() => resolveProps(schema, values), [valuesKey])
    const version = useMemo(() => ({}), [resolved])

    const element = useRef<HTMLElement>(null)
    const hostRef = useRef<ElementHost<Methods>>(null)
    const host = () => (hostRef.current ??= new ElementHost<Methods>(element.current!))
    const [root, setRoot] = useState<ShadowRoot | null>(null)
    const [failedVersion, setFailedVersion] = useState<object>()
    const inBrowser = useInBrowser()
    // A component that draws the children takes them once hydration is over: hydration finds them in the element.
    const drawsContent = resolved.ok && failedVersion !== version && (inBrowser || !drawsLightDom)

    useLayoutEffect(() => {
      const shadowRoot = element.current!.shadowRoot ?? element.current!.attachShadow({ mode: 'open' })
      adoptStyles(shadowRoot, styles)
      setRoot(shadowRoot)
    }, [])

    useEventCallbacks(element, callbacks)
    useIssuesReported(root && host(), tag, resolved)
    useImperativeHandle(ref, () => Object.defineProperties({}, { ...members, component: { get: host } }) as BlockHandle<Element, output<Schema>>, [])

    const onRenderError = (error: Error) => {
      setFailedVersion(version)
      reportConfigIssues(host(), tag, [{ attribute: '(props)', path: '(render)', message: error.message }])
    }
    const content =
      root &&
      createPortal(
        drawsContent ? (
          <RenderErrorBoundary resetKey={version} onError={onRenderError}>
            <Content config={resolved.config} host={host()} {...(drawsLightDom && { children: children ?? null })} />
          </RenderErrorBoundary>
        ) : (
          <slot />
        ),
        root,
      )
    const lightDom = drawsContent && drawsLightDom ? null : children
    return createElement(tag, { ...hostProps, ref: element, [REACT_OWNED_ATTRIBUTE]: '' }, lightDom, content)
  }
  Block.displayName = tag.slice('ss-'.length).replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase())
  return Block
}

/** The props as the block JSON they stand for, validated: never throws. */
function resolveProps<Schema extends $ZodType>(schema: Schema, values: Record<string, unknown>): ResolvedConfig<output<Schema>> {
  const result = validate(schema, values)
  if (result.success) return { ok: true, config: result.data }
  const issues: ConfigIssue[] = result.error.issues.map((issue) => ({
    attribute: typeof issue.path[0] === 'string' ? issue.path[0] : '(props)',
    path: formatPath(issue.path),
    message: issue.message,
  }))
  return { ok: false, issues }
}

/** Listens on the element for the events named by `on…` callbacks, always calling the latest callback. */
function useEventCallbacks(element: { current: HTMLElement | null }, callbacks: Record<string, (event: Event) => void>): void {
  const latest = useRef(callbacks)
  latest.current = callbacks
  const names = Object.keys(callbacks).sort().join(' ')
  useLayoutEffect(() => {
    const target = element.current!
    const listeners = names
      .split(' ')
      .filter(Boolean)
      .map((name) => {
        const listener = (event: Event) => latest.current[name]?.(event)
        const type = `ss-${kebabCase(name.slice('on'.length))}`
        target.addEventListener(type, listener)
        return () => target.removeEventListener(type, listener)
      })
    return () => listeners.forEach((remove) => remove())
  }, [names])
}

/** Reports an unusable configuration once, as the element would; clears `data-ss-error` when it is fixed. */
function useIssuesReported(host: ElementHost<object> | null, tag: string, resolved: ResolvedConfig<unknown>): void {
  const reported = useRef<string>(undefined)
  useLayoutEffect(() => {
    if (!host) return
    if (resolved.ok) {
      if (reported.current !== undefined) host.element.removeAttribute('data-ss-error')
      reported.current = undefined
      return
    }
    const summary = summarizeIssues(resolved.issues)
    if (summary === reported.current) return
    reported.current = summary
    reportConfigIssues(host, tag, resolved.issues, summary)
  }, [host, resolved])
}
