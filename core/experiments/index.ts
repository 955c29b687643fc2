export {
  DEFAULT_SEGMENT,
  EXPERIMENT_ERRORS,
  findExperiment,
  type ExperimentContext,
  type ExperimentLookup,
  type ExperimentType,
} from './experiment-context.ts'
export {
  experiments,
  OVERRIDE_PARAMETER_PREFIX,
  OVERRIDE_RESET,
  overrideStorageKey,
  type AbTestAssignment,
  type Experiments,
  type ExperimentsOptions,
} from './experiments.ts'
export { isInternalEnvironment } from './internal-environment.ts'
