// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackEvent } from './analytics-events.ts'
import { isDesignConfigPath, routeTags } from './route-tags.ts'
import { setTrackingEnvironment } from './tracking-environment.ts'

describe('routeTags', () => {
  it("tags the design section of the configuration area with product_area 'design'", () => {
    expect(routeTags('/config/design')).toEqual({ product_area: 'design' })
    expect(routeTags('/config/design/site-styles')).toEqual({ product_area: 'design' })
  })

  it('tags nothing elsewhere, including paths that only start with the same letters', () => {
    expect(routeTags('/config/pages')).toEqual({})
    expect(routeTags('/config/designer')).toEqual({})
    expect(routeTags('/design')).toEqual({})
    expect(isDesignConfigPath('/config')).toBe(false)
  })
})

describe('trackEvent on the design route', () => {
  const sent: string[] = []
  const sendBeacon = vi.fn((_url: string, body: Blob) => {
    void body.text().then((text) => sent.push(text))
    return true
  })

  afterEach(() => {
    setTrackingEnvironment(undefined)
    history.replaceState(null, '', '/')
    sent.length = 0
  })

  const commonDataOfNextEvent = async (common: Record<string, unknown>) => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    setTrackingEnvironment({
      context: { website: { id: 'w1' } },
      session: { analyticsId: 'a1', sessionId: 's1', marketingId: undefined, isFirstSession: false, isFirstLanding: false },
      visitorCookie: undefined,
      now: () => 0,
    })
    trackEvent({ customSchemaName: 'design_change', common })
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    return JSON.parse(JSON.parse(sent[0]!).commonData)
  }

  it("sends product_area 'design' from /config/design, unless the event names its own", async () => {
    history.replaceState(null, '', '/config/design/fonts')
    expect(await commonDataOfNextEvent({ action: 'open' })).toMatchObject({ action: 'open', product_area: 'design' })
    sent.length = 0
    expect(await commonDataOfNextEvent({ product_area: 'fonts' })).toMatchObject({ product_area: 'fonts' })
  })

  it('sends no product_area elsewhere', async () => {
    history.replaceState(null, '', '/config/pages')
    expect(await commonDataOfNextEvent({ action: 'open' })).not.toHaveProperty('product_area')
  })
})
