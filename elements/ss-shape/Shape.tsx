import { useLayoutEffect } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import type { ShapeConfig } from './schema.ts'
import { shadowOffset, shapeDrawing } from './shape-paths.ts'
import { ASPECT_RATIO_PROPERTY, aspectRatioOf } from './size-groups.ts'

const SHADOW_X = '--ss-shape-shadow-x'
const SHADOW_Y = '--ss-shape-shadow-y'
const SHADOW_BLUR = '--ss-shape-shadow-blur'

/**
 * `<ss-shape>`: the outline as a decorative SVG, and the light-DOM content on it. The box takes the shape's
 * proportions, set on the host, unless the page gives it a height.
 */
export function Shape({ config, host }: ElementProps<ShapeConfig>) {
  const { height, path } = shapeDrawing(config.shape)
  const element = host.element
  useLayoutEffect(() => {
    element.style.setProperty(ASPECT_RATIO_PROPERTY, aspectRatioOf(height))
    return () => {
      element.style.removeProperty(ASPECT_RATIO_PROPERTY)
    }
  }, [element, height])
  useDropShadow(element, config)
  return (
    <>
      <svg part="shape" viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
      <div part="content">
        <slot />
      </div>
    </>
  )
}

/** Gives the host its drop shadow (`data-shadow` and the shadow's custom properties), none without an angle. */
function useDropShadow(element: HTMLElement, { shadowAngle, shadowDistance, shadowBlur }: ShapeConfig): void {
  useLayoutEffect(() => {
    if (shadowAngle === undefined) return
    const { x, y } = shadowOffset(shadowAngle, shadowDistance)
    element.style.setProperty(SHADOW_X, `${x}px`)
    element.style.setProperty(SHADOW_Y, `${y}px`)
    element.style.setProperty(SHADOW_BLUR, `${shadowBlur}px`)
    element.setAttribute('data-shadow', '')
    return () => {
      element.removeAttribute('data-shadow')
      for (const name of [SHADOW_X, SHADOW_Y, SHADOW_BLUR]) element.style.removeProperty(name)
    }
  }, [element, shadowAngle, shadowDistance, shadowBlur])
}
