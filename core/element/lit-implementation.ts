import { html, nothing, render } from 'lit-html'
import type { $ZodType, output } from 'zod/v4/core'
import type { ElementHost } from './element-host.ts'
import { configurationReader, type ElementImplementation, type ImplementationDefinition, type RenderState } from './implementation.ts'

/** One element's view: a lit-html template of its configuration, and what it holds while on the page. */
export interface LitView<Config, Methods extends object = object> {
  /** The shadow root's content for `config`; called again on every change and every `requestRender()`. */
  render(config: Config): unknown
  /** The element's public methods, available while the view is mounted. */
  methods?: Methods
  /** Releases what the view holds (listeners, timers, observers) when the element leaves the page: the name every
   * controller uses (`ElementController`). */
  hostDisconnected?(): void
}

export interface LitImplementationDefinition<Schema extends $ZodType, Methods extends object>
  extends ImplementationDefinition<Schema> {
  /** Makes the view of one element; `requestRender` draws it again after its own state changed. */
  view: (host: ElementHost<Methods>, requestRender: () => void) => LitView<output<Schema>, Methods>
}

const lightDomOnly = () => html`<slot></slot>`

/**
 * An element drawn by a lit-html view, for the few that must stay small enough to be on every page without
 * React (the page chrome the runtime shows). Configuration, errors, properties and lifecycle are the same as for React.
 */
export function litImplementation<Schema extends $ZodType, Methods extends object = object>(
  definition: LitImplementationDefinition<Schema, Methods>,
): ElementImplementation<output<Schema>, Methods> {
  type Config = output<Schema>
  return {
    styles: definition.styles ?? '',
    resolve: configurationReader(definition),
    createRenderer(element, host, { onRenderError, onDrawn }) {
      const root = element.shadowRoot!
      // What a server render wrote for page chrome (its stylesheet around a bare slot) gives way to the view.
      root.replaceChildren()
      let state: RenderState<Config> | undefined
      let view: LitView<Config, Methods> | undefined
      let unregisterMethods = () => {}

      const dropView = () => {
        unregisterMethods()
        view?.hostDisconnected?.()
        view = undefined
      }
      const draw = () => {
        if (!state) return
        if (!state.ok) {
          dropView()
          render(lightDomOnly(), root)
          return
        }
        if (!view) {
          view = definition.view(host, draw)
          if (view.methods) unregisterMethods = host.registerMethods(view.methods)
        }
        try {
          render(view.render(state.config), root)
        } catch (error) {
          dropView()
          render(lightDomOnly(), root)
          onRenderError(error instanceof Error ? error : new Error(String(error)))
        }
      }

      return {
        get mounted() {
          return state !== undefined
        },
        render(next) {
          state = next
          draw()
          onDrawn()
        },
        unmount() {
          state = undefined
          dropView()
          render(nothing, root)
        },
      }
    },
  }
}
