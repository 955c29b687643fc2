/** The two kinds of experiment the server defines. */
export type ExperimentType = 'FEATURE_TOGGLE' | 'AB_TEST'

/** One experiment as the page context carries it. */
export interface ExperimentContext {
  name: string
  experimentType: ExperimentType
  /** The variant this visitor gets; a feature toggle is on when it is the text `'true'`. */
  variant: string
  segmentName?: string
  /** Set by the server when the experiment's definition is broken. */
  containsError?: boolean
}

/** The segment an A/B test reports when the caller's default variant is used. */
export const DEFAULT_SEGMENT = 'default'

/** Why an experiment could not be read; the caller's default is used instead. */
export const EXPERIMENT_ERRORS = {
  notLoaded: 'The underlying Praetor configuration is not loaded',
  doesNotExist: 'The specified feature does not exist',
  wrongType: (type: ExperimentType) => `The specified feature is not a ${type}`,
  invalidDefinition: 'The specified feature has an invalid server-side definition',
} as const

export type ExperimentLookup = { context: ExperimentContext; error?: undefined } | { context?: undefined; error: string }

/**
 * Finds experiment `name` of kind `type` among `contexts`, or the error that says why it cannot be used:
 * no contexts at all, no experiment of that name, one of the other kind, or one the server marked broken.
 */
export function findExperiment(
  contexts: readonly ExperimentContext[] | undefined,
  name: string,
  type: ExperimentType,
): ExperimentLookup {
  if (!contexts) return { error: EXPERIMENT_ERRORS.notLoaded }
  const context = contexts.find((candidate) => candidate.name === name)
  if (!context) return { error: EXPERIMENT_ERRORS.doesNotExist }
  if (context.experimentType !== type) return { error: EXPERIMENT_ERRORS.wrongType(type) }
  if (context.containsError) return { error: EXPERIMENT_ERRORS.invalidDefinition }
  return { context }
}
