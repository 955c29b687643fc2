// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebsiteStatus } from '../enums/website.ts'
import { DEFAULT_SEGMENT, EXPERIMENT_ERRORS, type ExperimentContext } from './experiment-context.ts'
import { experiments, overrideStorageKey } from './experiments.ts'
import { isInternalEnvironment } from './internal-environment.ts'

const contexts: ExperimentContext[] = [
  { name: 'new-cart', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'on' },
  { name: 'old-cart', experimentType: 'FEATURE_TOGGLE', variant: 'false' },
  { name: 'yes-cart', experimentType: 'FEATURE_TOGGLE', variant: 'TRUE' },
  { name: 'hero-copy', experimentType: 'AB_TEST', variant: 'short', segmentName: 'segment-b' },
  { name: 'unsegmented', experimentType: 'AB_TEST', variant: 'long' },
  { name: 'broken', experimentType: 'AB_TEST', variant: 'x', segmentName: 's', containsError: true },
]

const PUBLIC = { hostname: 'www.example.com', search: '' }

function read(given: readonly ExperimentContext[] | undefined, location = PUBLIC, websiteStatus?: number) {
  const report = vi.fn()
  return { report, read: experiments(given, { location, websiteStatus, report }) }
}

afterEach(() => sessionStorage.clear())

describe('experiments', () => {
  it('has its four error messages', () => {
    expect([
      EXPERIMENT_ERRORS.notLoaded,
      EXPERIMENT_ERRORS.doesNotExist,
      EXPERIMENT_ERRORS.wrongType('AB_TEST'),
      EXPERIMENT_ERRORS.invalidDefinition,
    ]).toEqual([
      'The underlying Praetor configuration is not loaded',
      'The specified feature does not exist',
      'The specified feature is not a AB_TEST',
      'The specified feature has an invalid server-side definition',
    ])
    expect(DEFAULT_SEGMENT).toBe('default')
  })

  it.each([
    { name: 'new-cart', fallback: false, enabled: true },
    { name: 'old-cart', fallback: true, enabled: false },
    { name: 'yes-cart', fallback: true, enabled: false },
  ])('feature toggle $name is $enabled (only the text true turns it on)', ({ name, fallback, enabled }) => {
    const { read: given, report } = read(contexts)
    expect(given.isFeatureEnabled(name, fallback)).toBe(enabled)
    expect(report).not.toHaveBeenCalled()
  })

  it.each([
    { case: 'no configuration', given: undefined, name: 'new-cart', error: 'The underlying Praetor configuration is not loaded' },
    { case: 'an unknown name', given: contexts, name: 'nope', error: 'The specified feature does not exist' },
    { case: 'an A/B test', given: contexts, name: 'hero-copy', error: 'The specified feature is not a FEATURE_TOGGLE' },
  ])('a toggle read with $case returns the default and reports why', ({ given, name, error }) => {
    for (const fallback of [true, false]) {
      const { read: toggles, report } = read(given)
      expect(toggles.isFeatureEnabled(name, fallback)).toBe(fallback)
      expect(report).toHaveBeenCalledWith(error)
    }
  })

  it.each([
    { name: 'hero-copy', assignment: { variant: 'short', segmentName: 'segment-b' } },
    { name: 'unsegmented', assignment: { variant: 'long', segmentName: 'default' } },
  ])('A/B test $name gives its variant and segment', ({ name, assignment }) => {
    expect(read(contexts).read.abTest(name, 'control')).toEqual(assignment)
  })

  it.each([
    { case: 'no configuration', given: undefined, name: 'hero-copy', error: 'The underlying Praetor configuration is not loaded' },
    { case: 'an unknown name', given: contexts, name: 'nope', error: 'The specified feature does not exist' },
    { case: 'a feature toggle', given: contexts, name: 'new-cart', error: 'The specified feature is not a AB_TEST' },
    { case: 'a broken definition', given: contexts, name: 'broken', error: 'The specified feature has an invalid server-side definition' },
  ])('an A/B test read with $case returns the default variant in the default segment', ({ given, name, error }) => {
    const { read: tests, report } = read(given)
    expect(tests.abTest(name, 'control')).toEqual({ variant: 'control', segmentName: 'default' })
    expect(report).toHaveBeenCalledWith(error)
  })
})

describe('isInternalEnvironment', () => {
  it.each([
    ['stage.example.com', true],
    ['qa.example.com', true],
    ['qa2.example.com', true],
    ['shop-dev.example.com', true],
    ['dev-shop.example.com', true],
    ['www.example.internal', true],
    ['STAGE.example.com', true],
    ['www.example.com', false],
    ['developer.com', false],
    ['devices.example.com', false],
    ['backstage.example.com', false],
    ['localhost', false],
  ])('%s: %s', (hostname, internal) => {
    expect(isInternalEnvironment(hostname)).toBe(internal)
  })

  it('a site whose status is internal is internal on any host', () => {
    expect(isInternalEnvironment('www.example.com', WebsiteStatus.internal)).toBe(true)
    expect(isInternalEnvironment('www.example.com', WebsiteStatus.paid)).toBe(false)
  })
})

describe('A/B overrides', () => {
  const STAGE = { hostname: 'stage.example.com', search: '' }
  const on = (search: string, hostname = STAGE.hostname) => ({ hostname, search })

  it('in an internal environment a query parameter overrides the variant and is kept for the session', () => {
    expect(read(contexts, on('?ss-experiment-hero-copy=long')).read.abTest('hero-copy', 'control'))
      .toEqual({ variant: 'long', segmentName: 'segment-b' })
    expect(read(contexts, STAGE).read.abTest('hero-copy', 'control').variant).toBe('long')
    expect(read(contexts, STAGE).read.abTest('unsegmented', 'control').variant).toBe('long')
  })

  it('is stored per test', () => {
    read(contexts, on('?ss-experiment-hero-copy=long&ss-experiment-unsegmented=short&other=1'))
    expect(JSON.parse(sessionStorage.getItem(overrideStorageKey('hero-copy'))!)).toEqual({ value: 'long' })
    expect(JSON.parse(sessionStorage.getItem(overrideStorageKey('unsegmented'))!)).toEqual({ value: 'short' })
    expect(sessionStorage.length).toBe(2)
  })

  it("is cleared with 'reset'", () => {
    read(contexts, on('?ss-experiment-hero-copy=long'))
    const { read: tests } = read(contexts, on('?ss-experiment-hero-copy=reset'))
    expect(tests.abTest('hero-copy', 'control').variant).toBe('short')
    expect(sessionStorage.length).toBe(0)
  })

  it('also applies on any host of a site whose status is internal', () => {
    const location = on('?ss-experiment-hero-copy=long', 'www.example.com')
    expect(read(contexts, location, WebsiteStatus.internal).read.abTest('hero-copy', 'control').variant).toBe('long')
  })

  it('is neither stored nor used on a public site', () => {
    const { read: tests } = read(contexts, on('?ss-experiment-hero-copy=long', 'www.example.com'))
    expect(tests.abTest('hero-copy', 'control').variant).toBe('short')
    expect(sessionStorage.length).toBe(0)
    sessionStorage.setItem(overrideStorageKey('hero-copy'), JSON.stringify({ value: 'long' }))
    expect(read(contexts).read.abTest('hero-copy', 'control').variant).toBe('short')
  })

  it('does not override feature toggles, nor tests that cannot be read', () => {
    const location = on('?ss-experiment-new-cart=false&ss-experiment-nope=long')
    const { read: given } = read(contexts, location)
    expect(given.isFeatureEnabled('new-cart', false)).toBe(true)
    expect(given.abTest('nope', 'control')).toEqual({ variant: 'control', segmentName: 'default' })
  })
})
