import { useLayoutEffect } from 'react'
import { useController } from '../../core/element/controller.ts'
import { useStore } from '../../core/element/store.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { isPreview, showPreviewAlert } from './preview-alert.ts'
import { ReservationController } from './reservation-controller.ts'
import type { ReservationConfig } from './schema.ts'

/**
 * For an account logged in to the site builder, a click anywhere in the block (the fallback link's and the
 * preview guard's alike, caught on the host in the capturing phase) shows the 'Preview Only' alert instead.
 */
function usePreviewOnly(element: HTMLElement, brand: string): void {
  useLayoutEffect(() => {
    const previewOnly = (event: Event) => {
      if (!isPreview()) return
      event.preventDefault()
      void showPreviewAlert(brand)
    }
    element.addEventListener('click', previewOnly, { capture: true })
    return () => element.removeEventListener('click', previewOnly, { capture: true })
  }, [element, brand])
}

/**
 * `<ss-reservation>`: the author's fallback link, or the booking widget once it is ready. Both are light DOM
 * (the widget script draws beside itself, in a container `ReservationController` adds); the shadow root
 * chooses which of the two slots shows.
 */
export function Reservation({ config, host }: ElementProps<ReservationConfig>) {
  const controller = useController(() => new ReservationController(host.element, config))
  useLayoutEffect(() => controller.configure(config), [controller, config])
  const { layout, state } = useStore(controller.status)
  usePreviewOnly(host.element, config.brand)

  const ready = state === 'ready'
  return (
    <div part="base" data-theme={layout?.theme} data-layout={layout?.direction} data-state={state}>
      <slot hidden={ready} />
      <slot name="widget" hidden={!ready} />
      {ready && isPreview() && <button part="preview-guard" type="button" aria-label="Preview only" />}
    </div>
  )
}
