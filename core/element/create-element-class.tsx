import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'
import { flushSync } from 'react-dom'
import type { $ZodType, output } from 'zod/v4/core'
import { configuredElement, type ConfiguredElementDefinition, type RenderState, type SsElement } from './configured-element.ts'
import type { ElementHost } from './element-host.ts'
import { RenderErrorBoundary } from './render-error-boundary.tsx'

/** The props every element component receives. */
export interface ElementProps<Config, Methods extends object = object> {
  config: Config
  host: ElementHost<Methods>
}

export interface ElementDefinition<Schema extends $ZodType, Methods extends object>
  extends ConfiguredElementDefinition<Schema> {
  component: ComponentType<ElementProps<output<Schema>, Methods>>
}

// r2wc keeps its state under these registered symbols; the renderer below drives it through them.
const RENDER: unique symbol = Symbol.for('r2wc.render') as never
const CONNECTED: unique symbol = Symbol.for('r2wc.connected') as never
const CONTEXT: unique symbol = Symbol.for('r2wc.context') as never
const PROPS: unique symbol = Symbol.for('r2wc.props') as never

interface R2wcElement extends HTMLElement {
  [RENDER](): void
  [CONNECTED]: boolean
  [CONTEXT]?: unknown
  [PROPS]: Record<string, unknown>
  disconnectedCallback(): void
}

interface RootProps<Config, Methods extends object> {
  host?: ElementHost<Methods>
  state?: RenderState<Config>
  onRenderError?: (error: Error) => void
}

/**
 * Turns a React component and the zod schema of its block JSON into a custom element class. The class
 * extends the one `@r2wc/react-to-web-component` makes (the manifest analyzer only sees subclasses), and
 * r2wc mounts, updates and unmounts the React root; what r2wc gets wrong is handled by `configuredElement`.
 */
export function createElementClass<Schema extends $ZodType, Methods extends object = object>(
  definition: ElementDefinition<Schema, Methods>,
): typeof SsElement<Methods> {
  type Config = output<Schema>
  const { component: Content } = definition

  function Root({ host, state, onRenderError }: RootProps<Config, Methods>) {
    if (!host || !state?.ok || !onRenderError) return <slot />
    return (
      <RenderErrorBoundary resetKey={state.version} onError={onRenderError}>
        <Content config={state.config} host={host} />
      </RenderErrorBoundary>
    )
  }

  const R2wcBase = r2wc(Root, { shadow: 'open' }) as unknown as new () => R2wcElement
  const unmountRoot = R2wcBase.prototype.disconnectedCallback

  return configuredElement<Schema, Methods>(R2wcBase, definition, (element, host, onRenderError) => {
    const r2wcElement = element as R2wcElement
    return {
      get mounted() {
        return r2wcElement[CONTEXT] !== undefined
      },
      render(state) {
        Object.assign(r2wcElement[PROPS], { host, state, onRenderError })
        r2wcElement[CONNECTED] = true
        // The first render is synchronous: a frame painted between the upgrade (which hides the light DOM)
        // and React's commit would show the element empty, and the page would shift twice.
        if (r2wcElement[CONTEXT] === undefined) flushSync(() => r2wcElement[RENDER]())
        else r2wcElement[RENDER]()
      },
      unmount() {
        unmountRoot.call(r2wcElement)
      },
    }
  })
}
