import { useLayoutEffect } from 'react'
import { useController } from '../../core/element/controller.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { FollowButtonsController } from './follow-buttons-controller.ts'
import type { FollowButtonsConfig } from './schema.ts'

/**
 * `<ss-follow-buttons>`: the links and the platform's buttons are light DOM, where the platform's script draws
 * (`FollowButtonsController`); the shadow root only shows them.
 */
export function FollowButtons({ config, host }: ElementProps<FollowButtonsConfig>) {
  const controller = useController(() => new FollowButtonsController(host.element, config))
  useLayoutEffect(() => controller.configure(config), [controller, config])
  return <slot part="base" />
}
