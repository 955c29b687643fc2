import { useRef } from 'react'
import { useController } from '../../core/element/controller.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { FitController } from './fit-controller.ts'
import type { ScaledTextConfig, ScaledTextMethods } from './schema.ts'

/** `<ss-scaled-text>`: its light-DOM text, slotted into one line that `FitController` sizes to fill the box. */
export function ScaledText({ host }: ElementProps<ScaledTextConfig, ScaledTextMethods>) {
  const line = useRef<HTMLSpanElement>(null)
  const fitter = useController(() => new FitController(host.element, line))
  useElementMethods(host, { fit: fitter.fit })
  return (
    <div part="base">
      <span part="text" ref={line}>
        <slot />
      </span>
    </div>
  )
}
