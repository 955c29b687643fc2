import { useLayoutEffect, type CSSProperties } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import type { ShapeConfig } from './schema.ts'
import { shadowOffset, shapeDrawing } from './shape-paths.ts'
import { ASPECT_RATIO_PROPERTY, aspectRatioOf } from './size-groups.ts'

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
  return (
    <>
      <svg part="shape" style={dropShadow(config)} viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
      <div part="content">
        <slot />
      </div>
    </>
  )
}

/**
 * The drop shadow, none without an angle: on the drawing itself, so that a server render casts it too (the host
 * and its attributes are the page's).
 */
function dropShadow({ shadowAngle, shadowDistance, shadowBlur }: ShapeConfig): CSSProperties | undefined {
  if (shadowAngle === undefined) return undefined
  const { x, y } = shadowOffset(shadowAngle, shadowDistance)
  return { filter: `drop-shadow(${x}px ${y}px ${shadowBlur}px var(--ss-shape-shadow-color))` }
}
