import { sessionValues, type SessionValues } from '../storage/session-values.ts'
import { DEFAULT_SEGMENT, findExperiment, type ExperimentContext } from './experiment-context.ts'
import { isInternalEnvironment } from './internal-environment.ts'

/** The query parameter that overrides A/B test `name` in an internal environment: `?ss-experiment-<name>=<variant>`. */
export const OVERRIDE_PARAMETER_PREFIX = 'ss-experiment-'
/** The override value that clears a stored override. */
export const OVERRIDE_RESET = 'reset'
/** Where an override of A/B test `name` is kept for the rest of the session. */
export const overrideStorageKey = (name: string) => `ss-experiment-override:${name}`

export interface ExperimentsOptions {
  /** The page's host name and query; the window's location by default. */
  location?: Pick<Location, 'hostname' | 'search'>
  /** The website's status from the page context: `WebsiteStatus.internal` makes any host internal. */
  websiteStatus?: number
  /** Where overrides are kept; the page's `sessionStorage` by default. */
  values?: SessionValues
  /** Told each error message when a default is used; `console.warn` by default. */
  report?: (message: string) => void
}

/** An A/B test's answer: the variant to show and the segment to report. */
export interface AbTestAssignment {
  variant: string
  segmentName: string
}

export interface Experiments {
  /** Whether feature toggle `name` is on (its variant is `'true'`); `defaultValue` when it cannot be read. */
  isFeatureEnabled(name: string, defaultValue: boolean): boolean
  /** The visitor's variant of A/B test `name`; `defaultVariant` in the `'default'` segment when it cannot be read. */
  abTest(name: string, defaultVariant: string): AbTestAssignment
}

/**
 * Reads the page's experiments. In an internal environment the query parameters
 * `ss-experiment-<name>=<variant>` override A/B tests and are stored per test for the session;
 * `ss-experiment-<name>=reset` clears the stored override.
 */
export function experiments(contexts: readonly ExperimentContext[] | undefined, options: ExperimentsOptions = {}): Experiments {
  const { location = window.location, websiteStatus, values = sessionValues(), report = console.warn } = options
  const internal = isInternalEnvironment(location.hostname, websiteStatus)
  if (internal) storeOverrides(location.search, values)
  return {
    isFeatureEnabled(name, defaultValue) {
      const { context, error } = findExperiment(contexts, name, 'FEATURE_TOGGLE')
      if (error !== undefined) {
        report(error)
        return defaultValue
      }
      return context.variant === 'true'
    },
    abTest(name, defaultVariant) {
      const { context, error } = findExperiment(contexts, name, 'AB_TEST')
      if (error !== undefined) {
        report(error)
        return { variant: defaultVariant, segmentName: DEFAULT_SEGMENT }
      }
      const override = internal ? values.get<string>(overrideStorageKey(name)) : undefined
      return { variant: override ?? context.variant, segmentName: context.segmentName ?? DEFAULT_SEGMENT }
    },
  }
}

function storeOverrides(search: string, values: SessionValues): void {
  for (const [parameter, variant] of new URLSearchParams(search)) {
    if (!parameter.startsWith(OVERRIDE_PARAMETER_PREFIX)) continue
    const key = overrideStorageKey(parameter.slice(OVERRIDE_PARAMETER_PREFIX.length))
    if (variant === OVERRIDE_RESET) values.remove(key)
    else values.set(key, variant)
  }
}
