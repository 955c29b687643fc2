import { useLayoutEffect } from 'react'
import { observeResizeNextFrame } from '../../core/dom/resize-next-frame.ts'
import { Form } from '../ss-form/Form.tsx'
import type { ElementProps } from '../../core/element/index.ts'
import type { FormConfig, FormMethods } from '../ss-form/schema.ts'

/** A newsletter block narrower than this gets the small-container class. */
export const SMALL_CONTAINER_BELOW_PX = 320
export const SMALL_CONTAINER_CLASS = 'small-container'

/** The form with newsletter rules: no 'problem above/below' messages, and the small-container class when narrow. */
export function NewsletterForm(props: ElementProps<FormConfig, FormMethods>) {
  const host = props.host.element
  useLayoutEffect(() => {
    // Before the first paint, so that the form never shows its wide layout in a small container first.
    host.classList.toggle(SMALL_CONTAINER_CLASS, host.getBoundingClientRect().width < SMALL_CONTAINER_BELOW_PX)
    const stop = observeResizeNextFrame(host, (entry) =>
      host.classList.toggle(SMALL_CONTAINER_CLASS, entry.contentRect.width < SMALL_CONTAINER_BELOW_PX),
    )
    return () => {
      stop()
      host.classList.remove(SMALL_CONTAINER_CLASS)
    }
  }, [host])
  return <Form {...props} newsletter />
}
