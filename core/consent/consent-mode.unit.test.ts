import { describe, expect, it } from 'vitest'
import { consentModeState, setConsentModeDefault, updateConsentMode } from './consent-mode.ts'

/** The snippet Google gives sites: `gtag` pushes its `arguments` to the dataLayer. */
function pageWithGtagSnippet() {
  const dataLayer: unknown[] = []
  const win = {
    dataLayer,
    gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments)
    },
  }
  win.gtag('js', 'now')
  win.gtag('config', 'G-TEST')
  return { win: win as unknown as Window, dataLayer }
}

const commands = (dataLayer: unknown[]) => dataLayer.map((entry) => Array.from(entry as IArguments))

describe('Google Consent Mode v2', () => {
  const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }
  const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }

  it('puts the default before the tags queued while the tag library has not loaded', () => {
    const { win, dataLayer } = pageWithGtagSnippet()
    expect(setConsentModeDefault(false, true, win)).toBe(true)
    expect(commands(dataLayer)).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: 500 }],
      ['js', 'now'],
      ['config', 'G-TEST'],
    ])
    expect(dataLayer[0]).not.toBeInstanceOf(Array)
  })

  it('sends the default through gtag once the library has taken over the dataLayer', () => {
    const { win, dataLayer } = pageWithGtagSnippet()
    dataLayer.push = function (...items: unknown[]) {
      return Array.prototype.push.apply(this, items)
    }
    setConsentModeDefault(true, false, win)
    expect(commands(dataLayer).at(-1)).toEqual(['consent', 'default', granted])
  })

  it('updates all four types on a choice, as gtag arguments', () => {
    const { win, dataLayer } = pageWithGtagSnippet()
    expect(updateConsentMode(true, win)).toBe(true)
    expect(commands(dataLayer).at(-1)).toEqual(['consent', 'update', granted])
    updateConsentMode(false, win)
    expect(commands(dataLayer).at(-1)).toEqual(['consent', 'update', denied])
  })

  it('pushes arguments to a bare dataLayer (Tag Manager without gtag)', () => {
    const dataLayer: unknown[] = [{ event: 'gtm.js' }]
    const win = { dataLayer } as unknown as Window
    dataLayer.push = function (...items: unknown[]) {
      return Array.prototype.push.apply(this, items)
    }
    updateConsentMode(false, win)
    const last = dataLayer.at(-1)
    expect(Object.prototype.toString.call(last)).toBe('[object Arguments]')
    expect(Array.from(last as IArguments)).toEqual(['consent', 'update', denied])
  })

  it('does nothing on a page without Google tags', () => {
    const win = {} as Window
    expect(setConsentModeDefault(false, true, win)).toBe(false)
    expect(updateConsentMode(true, win)).toBe(false)
    expect(win).toEqual({})
  })

  it('consentModeState grants or denies the four types together', () => {
    expect(consentModeState(true)).toEqual(granted)
    expect(consentModeState(false)).toEqual(denied)
  })
})
