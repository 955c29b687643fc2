import { useRef } from 'react'
import { useController } from '../../core/element/controller.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import { FitController } from './fit-controller.ts'
import type { ScaledTextConfig, ScaledTextMethods } from './schema.ts'
import { drawTextCopy, readTextCopy } from './text-copy.ts'

const TEXT_CHANGES: MutationObserverInit = { childList: true, characterData: true, subtree: true }

/**
 * `<ss-scaled-text>`: its light-DOM text, slotted into one line that the stylesheet sizes to fill the box, from
 * the width of a hidden copy of the text at the 11 px floor (`styles.ts`); a server draws it as it will look.
 * `FitController` corrects the rare line the copy misjudges.
 */
export function ScaledText({ host }: ElementProps<ScaledTextConfig, ScaledTextMethods>) {
  const line = useRef<HTMLSpanElement>(null)
  const copy = useLightDom(host.element, readTextCopy, TEXT_CHANGES)
  const fitter = useController(() => new FitController(host.element, line))
  useElementMethods(host, { fit: fitter.fit })
  return (
    <div part="base">
      <span className="room">
        <span className="box-width">
          <span part="text" ref={line}>
            <slot />
          </span>
        </span>
      </span>
      <span className="ruler" aria-hidden="true">
        {drawTextCopy(copy)}
      </span>
    </div>
  )
}
