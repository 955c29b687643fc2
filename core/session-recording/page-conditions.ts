import { isTrackingActive } from '../analytics/tracking-conditions.ts'
import { pageCookieModeIsRestrictive } from '../consent/cookie-mode.ts'
import type { PageContext } from '../context/page-context-schema.ts'
import type { ExperimentContext } from '../experiments/experiment-context.ts'
import { experiments } from '../experiments/experiments.ts'
import { SESSION_RECORDING_TEST, SESSION_RECORDING_TOGGLE } from './experiment-names.ts'
import type { SessionRecordingConditions } from './recording-gate.ts'

export interface PageConditionsInput {
  /** The visitor's consent choice (`ss_cookieAllowed`): true, false, or undefined before any choice. */
  consent: boolean | undefined
  navigator?: Pick<Navigator, 'hardwareConcurrency'>
  pathname?: string
}

/**
 * The conditions of this page: the experiments the page context carries (`experiments`, a list of
 * `{name, experimentType, variant, segmentName?, containsError?}`; a page without them is not recorded),
 * the device's cores, whether the visitor is tracked, and whether consent allows it: the cookie mode is not
 * restrictive and the visitor has not declined.
 */
export function sessionRecordingConditions(context: PageContext, input: PageConditionsInput): SessionRecordingConditions {
  const { consent, navigator: device = navigator, pathname = location.pathname } = input
  // An absent or unreadable experiment means "off": that is every site without the feature, not worth a warning.
  const page = experiments(experimentList(context.experiments), { report: () => {} })
  return {
    featureEnabled: page.isFeatureEnabled(SESSION_RECORDING_TOGGLE, false),
    variant: page.abTest(SESSION_RECORDING_TEST, 'false').variant,
    cores: device.hardwareConcurrency,
    trackingActive: isTrackingActive(context, pathname),
    consentAllows: consent !== false && !pageCookieModeIsRestrictive(context, consent),
  }
}

const isExperiment = (value: unknown): value is ExperimentContext =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ExperimentContext).name === 'string' &&
  typeof (value as ExperimentContext).variant === 'string'

function experimentList(value: unknown): ExperimentContext[] | undefined {
  return Array.isArray(value) ? value.filter(isExperiment) : undefined
}
