import { html, nothing, render } from 'lit-html'
import type { $ZodType, output } from 'zod/v4/core'
import { configuredElement, type ConfiguredElementDefinition, type RenderState, type SsElement } from './configured-element.ts'
import type { ElementHost } from './element-host.ts'

/** One element's view: a lit-html template of its configuration, and what it holds while on the page. */
export interface LitView<Config, Methods extends object = object> {
  /** The shadow root's content for `config`; called again on every change and every `requestRender()`. */
  render(config: Config): unknown
  /** The element's public methods, available while the view is mounted. */
  methods?: Methods
  /** Releases what the view holds (listeners, timers, observers) when the element leaves the page. */
  disconnect?(): void
}

export interface LitElementDefinition<Schema extends $ZodType, Methods extends object>
  extends ConfiguredElementDefinition<Schema> {
  /** Makes the view of one element; `requestRender` draws it again after its own state changed. */
  view: (host: ElementHost<Methods>, requestRender: () => void) => LitView<output<Schema>, Methods>
}

// A function, not a constant: a template made on import would keep this module, and lit-html, in every page that imports the factory.
const lightDomOnly = () => html`<slot></slot>`

/**
 * Turns a lit-html view and the zod schema of its block JSON into a custom element class, for elements that
 * must stay small enough to be on every page without React (the cookie banner). Configuration, errors,
 * properties and lifecycle are the same as for React elements (`configuredElement`).
 */
export function createLitElementClass<Schema extends $ZodType, Methods extends object = object>(
  definition: LitElementDefinition<Schema, Methods>,
): typeof SsElement<Methods> {
  type Config = output<Schema>

  return configuredElement<Schema, Methods>(HTMLElement, definition, (element, host, onRenderError) => {
    const root = element.shadowRoot!
    let state: RenderState<Config> | undefined
    let view: LitView<Config, Methods> | undefined
    let unregisterMethods = () => {}

    const dropView = () => {
      unregisterMethods()
      view?.disconnect?.()
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
      },
      unmount() {
        state = undefined
        dropView()
        render(nothing, root)
      },
    }
  })
}
