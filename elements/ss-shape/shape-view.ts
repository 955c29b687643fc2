import { html, svg } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import type { ShapeConfig } from './schema.ts'
import { shadowOffset, shapeDrawing } from './shape-paths.ts'
import { ASPECT_RATIO_PROPERTY, aspectRatioOf } from './size-groups.ts'

const SHADOW_PROPERTIES = ['--ss-shape-shadow-x', '--ss-shape-shadow-y', '--ss-shape-shadow-blur'] as const

/**
 * The shape's view: the outline as a decorative SVG, and the light-DOM content on it. lit-html draws one SVG
 * and a slot; the element stays small enough for any page and loads no React. The box takes the shape's
 * proportions unless the page gives it a height.
 */
export function shapeView(host: ElementHost<object>): LitView<ShapeConfig> {
  const element = host.element
  const clearShadow = () => {
    element.removeAttribute('data-shadow')
    for (const name of SHADOW_PROPERTIES) element.style.removeProperty(name)
  }
  return {
    render(config) {
      const { height, path } = shapeDrawing(config.shape)
      element.style.setProperty(ASPECT_RATIO_PROPERTY, aspectRatioOf(height))
      if (config.shadowAngle === undefined) clearShadow()
      else {
        const { x, y } = shadowOffset(config.shadowAngle, config.shadowDistance)
        const values = [`${x}px`, `${y}px`, `${config.shadowBlur}px`]
        SHADOW_PROPERTIES.forEach((name, index) => element.style.setProperty(name, values[index]!))
        element.setAttribute('data-shadow', '')
      }
      return html`<svg part="shape" viewBox="0 0 100 ${height}" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          ${svg`<path d=${path}></path>`}
        </svg>
        <div part="content"><slot></slot></div>`
    },
    disconnect() {
      clearShadow()
      element.style.removeProperty(ASPECT_RATIO_PROPERTY)
    },
  }
}
