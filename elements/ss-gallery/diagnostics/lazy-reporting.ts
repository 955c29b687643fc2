import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

const drawsNothing = () => null

/**
 * Imports a component's code; when it cannot be loaded (the network dropped the chunk), `report` says so and
 * `standIn` (by default a component that draws nothing) takes its place, so that the rest of the gallery goes on.
 */
export function importOrReport<Props>(
  load: () => Promise<ComponentType<Props>>,
  report: () => void,
  standIn: ComponentType<Props> = drawsNothing,
): Promise<{ default: ComponentType<Props> }> {
  return load().then(
    (component) => ({ default: component }),
    () => {
      report()
      return { default: standIn }
    },
  )
}

/** `React.lazy` over `importOrReport`. */
export const lazyOrReport = <Props>(
  load: () => Promise<ComponentType<Props>>,
  report: () => void,
  standIn?: ComponentType<Props>,
): LazyExoticComponent<ComponentType<Props>> => lazy(() => importOrReport(load, report, standIn))
