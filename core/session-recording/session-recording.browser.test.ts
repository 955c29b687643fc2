import { expect } from '@esm-bundle/chai'
import { CONSENT_COOKIE, storeConsent } from '../consent/consent-cookie.ts'
import { deleteCookieEverywhere } from '../consent/cookies.ts'
import type { PageContext } from '../context/page-context-schema.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import { FULLSTORY_SCRIPT_URL, setFullStoryScriptUrl } from './fullstory.ts'
import { FULLSTORY_ID_PATH } from './fullstory-id.ts'
import { SESSION_RECORDING_TEST, SESSION_RECORDING_TOGGLE } from './experiment-names.ts'
import { SESSION_RECORDING_ERRORS, startSessionRecording, type SessionRecordingOptions } from './start-session-recording.ts'

const FIXTURES = '/core/session-recording/test-fixtures'

declare global {
  interface Window {
    fakeFullStory?: { org: string; host: string; script: string; namespace: string; commands: unknown[][] }
  }
}

const experimentsWith = (toggle: string, variant: string) => [
  { name: SESSION_RECORDING_TOGGLE, experimentType: 'FEATURE_TOGGLE', variant: toggle },
  { name: SESSION_RECORDING_TEST, experimentType: 'AB_TEST', variant },
]
const recordedPage: PageContext = { website: { id: 'w1' }, experiments: experimentsWith('true', 'true') }
const restrictivePolicy = { cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true } }

/** The id requests and recording scripts the page has asked for since the test began. */
const requests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path === FULLSTORY_ID_PATH || path.startsWith(FIXTURES) || path.endsWith('/s/fs.js'))

/**
 * A `fetch` for the id request that sends it to a local file standing in for the server's answer (or to
 * the reference server itself, with `undefined`), and remembers that it was asked.
 */
function idAnswer(fixture: string | undefined) {
  const asked: string[] = []
  const fetchId: typeof fetch = (input, init) => {
    asked.push(new URL(String(input)).pathname)
    return fetch(fixture ? String(input).replace(FULLSTORY_ID_PATH, `${FIXTURES}/${fixture}`) : input, init)
  }
  return { asked, fetch: fetchId }
}

describe('session recording', () => {
  let stop: (() => void) | undefined
  let logged: Array<[string, unknown]>
  const start = (options: SessionRecordingOptions) => {
    stop = startSessionRecording({ navigator: { hardwareConcurrency: 8 }, log: (...entry) => logged.push(entry), ...options })
  }

  let run = 0
  beforeEach(() => {
    logged = []
    performance.clearResourceTimings()
    // The page adds a script once per address: each test's is new, so that it runs again.
    setFullStoryScriptUrl(`${FIXTURES}/fake-fs.js?run=${++run}`)
  })
  afterEach(() => {
    stop?.()
    stop = undefined
    setFullStoryScriptUrl(FULLSTORY_SCRIPT_URL)
    deleteCookieEverywhere(CONSENT_COOKIE)
    for (const name of ['FS', 'fakeFullStory', '_fs_org', '_fs_host', '_fs_script', '_fs_namespace'] as const) delete window[name]
  })

  it('asks the server for the id and, for the mock id it answers by default, adds no script', async function () {
    // The first /api/commerce call of a run builds and starts the reference server.
    this.timeout(90_000)
    start({ context: recordedPage })
    await waitFor(() => requests().includes(FULLSTORY_ID_PATH), 'the id request', 80_000)
    await settle()
    expect(requests()).to.deep.equal([FULLSTORY_ID_PATH])
    expect(window._fs_org).to.equal(undefined)
    expect(logged).to.deep.equal([])
  })

  it('adds the recording script, set up for the organisation, when the server answers a real id', async () => {
    const answer = idAnswer('org-id.json')
    start({ context: recordedPage, fetch: answer.fetch })
    await waitFor(() => window.fakeFullStory, 'the recording script to run')
    expect(answer.asked).to.deep.equal([FULLSTORY_ID_PATH])
    expect(window.fakeFullStory).to.deep.include({ org: 'o-TEST-na1', namespace: 'FS', host: 'fullstory.com' })
    expect(window.fakeFullStory!.script).to.equal(`${location.host}${FIXTURES}/fake-fs.js`)
    expect(requests()).to.deep.equal([`${FIXTURES}/org-id.json`, `${FIXTURES}/fake-fs.js`])
  })

  const refusals: Array<[string, PageContext, number]> = [
    ['the feature toggle is off', { ...recordedPage, experiments: experimentsWith('false', 'true') }, 8],
    ['the page carries no experiments', { website: { id: 'w1' } }, 8],
    ["the visitor's A/B variant is not 'true'", { ...recordedPage, experiments: experimentsWith('true', 'control') }, 8],
    ['the device has 2 cores', recordedPage, 2],
    ['the viewer is a logged-in owner (not tracked)', { ...recordedPage, authenticatedAccount: { id: 'a1' }, websiteRoles: [1] }, 8],
    ['the page is a not-found page (not tracked)', { ...recordedPage, pageType: 100 }, 8],
    ['a restrictive cookie policy has no consent', { ...recordedPage, websiteSettings: restrictivePolicy }, 8],
  ]
  for (const [why, context, cores] of refusals) {
    it(`asks nothing and adds no script when ${why}`, async () => {
      const answer = idAnswer('org-id.json')
      start({ context, fetch: answer.fetch, navigator: { hardwareConcurrency: cores } })
      await settle()
      await settle()
      expect(answer.asked).to.deep.equal([])
      expect(requests()).to.deep.equal([])
      expect(window.FS).to.equal(undefined)
    })
  }

  it('does not record a visitor who declined, and starts when consent is given later', async () => {
    storeConsent(false)
    const answer = idAnswer('org-id.json')
    start({ context: recordedPage, fetch: answer.fetch })
    await settle()
    expect(answer.asked).to.deep.equal([])
    storeConsent(true)
    window.dispatchEvent(new CustomEvent('ss-consent', { detail: { allowed: true } }))
    await waitFor(() => window.fakeFullStory, 'the recording script to run')
    expect(answer.asked).to.deep.equal([FULLSTORY_ID_PATH])
  })

  it('shuts the recording down when the visitor declines after it started, and restarts it on acceptance', async () => {
    start({ context: { ...recordedPage, websiteSettings: restrictivePolicy }, fetch: idAnswer('org-id.json').fetch })
    storeConsent(true)
    window.dispatchEvent(new CustomEvent('ss-consent', { detail: { allowed: true } }))
    await waitFor(() => window.fakeFullStory, 'the recording script to run')
    storeConsent(false)
    window.dispatchEvent(new CustomEvent('ss-consent', { detail: { allowed: false } }))
    storeConsent(true)
    window.dispatchEvent(new CustomEvent('ss-consent', { detail: { allowed: true } }))
    expect(window.fakeFullStory!.commands).to.deep.equal([['shutdown'], ['restart']])
  })

  it('logs a failed id request as the eligibility error, and adds no script', async () => {
    start({ context: recordedPage, fetch: idAnswer('no-such-answer.json').fetch })
    await waitFor(() => logged.length > 0, 'the failure to be logged')
    expect(logged.map(([message]) => message)).to.deep.equal([SESSION_RECORDING_ERRORS.eligibility])
    await settle()
    expect(requests()).to.deep.equal([`${FIXTURES}/no-such-answer.json`])
  })

  it('logs a recording script that fails to load as the injection error', async () => {
    setFullStoryScriptUrl(`${FIXTURES}/no-such-script.js`)
    start({ context: recordedPage, fetch: idAnswer('org-id.json').fetch })
    await waitFor(() => logged.length > 0, 'the failure to be logged')
    expect(logged.map(([message]) => message)).to.deep.equal([SESSION_RECORDING_ERRORS.injection])
  })
})
