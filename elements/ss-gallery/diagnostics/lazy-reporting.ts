import { createElement, lazy, useEffect, useState, type ComponentType, type FunctionComponent } from 'react'

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

/**
 * `React.lazy` over `importOrReport` that tries again: once an instance that stood in unmounts, the next one
 * imports the code afresh (a visitor on a flaky connection clicks again and the lightbox opens). Each instance
 * keeps the attempt it mounted with, so a stand-in never turns into a loop of retries.
 */
export function lazyOrReport<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  report: () => void,
  standIn?: ComponentType<Props>,
): FunctionComponent<Props> {
  let failed = false
  const attempt = () => lazy(() => importOrReport(load, () => ((failed = true), report()), standIn))
  let latest = attempt()
  return function LazyOrReport(props: Props) {
    const [component] = useState(() => latest)
    useEffect(
      () => () => {
        if (!failed) return
        failed = false
        latest = attempt()
      },
      [],
    )
    return createElement(component as ComponentType<Props>, props)
  }
}
