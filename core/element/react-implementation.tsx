import { useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import type { $ZodType, output } from 'zod/v4/core'
import type { ElementHost } from './element-host.ts'
import { configurationReader, type ElementImplementation, type ImplementationDefinition, type RendererCallbacks, type RenderState } from './implementation.ts'
import { hasServerRender, hydratePortal } from './react-hydration.tsx'
import { openPortal } from './react-portals.tsx'
import { RenderErrorBoundary } from './render-error-boundary.tsx'

/** The props every element component receives. */
export interface ElementProps<Config, Methods extends object = object> {
  config: Config
  host: ElementHost<Methods>
  /**
   * The block's light DOM as React elements (null when it has none), for a component whose definition
   * `drawsLightDom`, when `ss-elements/react` draws it; undefined where the light DOM is the page's own.
   */
  children?: ReactNode
}

export interface ReactImplementationDefinition<Schema extends $ZodType, Methods extends object>
  extends ImplementationDefinition<Schema> {
  component: ComponentType<ElementProps<output<Schema>, Methods>>
  /**
   * False for a component whose shadow root holds no React event handler (`onClick` and the like): React then adds
   * none of its delegated listeners to it, which a page of many such elements pays for (the accordion).
   */
  reactEvents?: boolean
  /**
   * True for a component that draws its light DOM itself (the accordion's items, in the place of the `<details>`
   * they were written as): `ss-elements/react` hands it its children rather than render them into the element,
   * so that React never meets a node the component has moved.
   */
  drawsLightDom?: boolean
}

/** An implementation drawn by React, which also says how: so that `ss-elements/react` draws the same component. */
export interface ReactElementImplementation<Schema extends $ZodType, Methods extends object>
  extends ElementImplementation<output<Schema>, Methods> {
  readonly definition: ReactImplementationDefinition<Schema, Methods>
}

/**
 * An element drawn by a React component, which receives the validated configuration and the host. An
 * invalid configuration, or a render error, shows the light DOM through a bare slot instead.
 */
export function reactImplementation<Schema extends $ZodType, Methods extends object = object>(
  definition: ReactImplementationDefinition<Schema, Methods>,
): ReactElementImplementation<Schema, Methods> {
  const { component: Content, styles = '' } = definition
  return {
    definition,
    styles,
    resolve: configurationReader(definition),
    createRenderer(element, host, { onRenderError, onDrawn }) {
      const container = element.shadowRoot!
      const portal = hasServerRender(container) ? hydratePortal(container) : openPortal(container, { reactEvents: definition.reactEvents })
      return {
        get mounted() {
          return portal.mounted
        },
        render(state) {
          portal.render(elementContent(Content, state, host, { onRenderError, onDrawn }))
        },
        unmount() {
          portal.unmount()
        },
      }
    },
  }
}

/**
 * What an element draws in its shadow root for `state`: the same tree in the browser and on a server
 * (`ss-elements/server`), so that the browser can hydrate what the server rendered.
 */
export function elementContent<Config, Methods extends object>(
  Content: ComponentType<ElementProps<Config, Methods>>,
  state: RenderState<Config>,
  host: ElementHost<Methods>,
  { onRenderError, onDrawn }: RendererCallbacks,
): ReactNode {
  return (
    <>
      <Drawn onDrawn={onDrawn} />
      {state.ok ? (
        <RenderErrorBoundary resetKey={state.version} onError={onRenderError}>
          <Content config={state.config} host={host} />
        </RenderErrorBoundary>
      ) : (
        <slot />
      )}
    </>
  )
}

/**
 * Tells the element once its content is in the shadow root, before the browser paints it. The first of the
 * content's siblings, so that the element leaves its pending state before the content's own layout effects run
 * (they may set on the host what the pending state set there).
 */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useLayoutEffect(onDrawn, [onDrawn])
  return null
}
