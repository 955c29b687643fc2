// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { pageContext, readPageContext, resetPageContext, selectedCurrency } from './page-context.ts'

function setScript(text: string) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'ss-context'
  script.textContent = text
  document.head.append(script)
}

describe('readPageContext', () => {
  let error: MockInstance<typeof console.error>
  let warn: MockInstance<typeof console.warn>

  beforeEach(() => {
    error = vi.spyOn(console, 'error').mockImplementation(() => {})
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    document.getElementById('ss-context')?.remove()
    delete window.SS_CONTEXT
    vi.restoreAllMocks()
  })

  describe('where the context comes from', () => {
    it('reads the JSON script #ss-context', () => {
      setScript('{ "website": { "id": "w1" }, "websiteSettings": {} }')
      expect(readPageContext()).toEqual({ website: { id: 'w1' }, websiteSettings: {} })
    })

    it('falls back to window.SS_CONTEXT when there is no script', () => {
      window.SS_CONTEXT = { website: { id: 'from-window' } }
      expect(readPageContext()).toEqual({ website: { id: 'from-window' } })
    })

    it('prefers the script over window.SS_CONTEXT', () => {
      setScript('{ "website": { "id": "from-script" } }')
      window.SS_CONTEXT = { website: { id: 'from-window' } }
      expect(readPageContext().website?.id).toBe('from-script')
    })

    it('treats an empty script as absent', () => {
      setScript('  \n ')
      window.SS_CONTEXT = { pageType: 2 }
      expect(readPageContext()).toEqual({ pageType: 2 })
    })

    it('is empty when the page has neither', () => {
      expect(readPageContext()).toEqual({})
      expect(error).not.toHaveBeenCalled()
      expect(warn).not.toHaveBeenCalled()
    })

    it('reads the document and window it is given', () => {
      const other = document.implementation.createHTMLDocument()
      other.body.innerHTML = '<script type="application/json" id="ss-context">{"itemId":"i9"}</script>'
      expect(readPageContext(other, {} as Window)).toEqual({ itemId: 'i9' })
      expect(readPageContext(document.implementation.createHTMLDocument(), { SS_CONTEXT: { itemId: 'i8' } } as Window)).toEqual({
        itemId: 'i8',
      })
    })
  })

  describe('what it keeps', () => {
    it('keeps every field it knows and the keys it does not know', () => {
      const context = {
        website: { id: 'w1', baseUrl: 'https://shop.example', developerMode: false, cloneable: false, typekitId: 'tk', extra: 1 },
        websiteSettings: {
          storeSettings: { expressCheckout: true, measurementStandard: 'metric', selectedCurrency: 'EUR' },
          useEscapeKeyToLogin: true,
          disqusShortname: 'shop',
          commentsEnabled: true,
          popupOverlaySettings: { style: 1, displayFrequency: 7 },
          mobileInfoBarSettings: { style: 2 },
          cookieSettings: { isCookieBannerEnabled: true, cookieBannerText: '<p>Hi</p>' },
          ssBadgeType: 1,
          pinterestOverlayOptions: { mode: 'disabled' },
        },
        websiteRoles: [1, 4],
        authenticatedAccount: { id: 'a1' },
        pageType: 50,
        collection: { id: 'c1', type: 1 },
        item: { id: 'i1', title: 'Post', recordType: 1 },
        collectionId: 'c1',
        itemId: 'i1',
        templateVersion: '7.1',
        templateId: 't1',
        templateInstallation: { templateWebsite: { id: 'tw', identifier: 'bedford' } },
        googleFonts: { roboto: { includeName: 'Roboto:400' } },
        typekitFonts: [{ id: 'abc', variations: ['n4', 'i4'] }],
        rollups: { commerce: { js: '/c.js', css: '/c.css' } },
        frameRollups: { editor: { js: '/e.js' } },
        demoCollections: [{ collectionId: 'd1' }],
        showAnnouncementBar: true,
        appDomain: 'example.com',
        accessPermissions: [1],
      }
      setScript(JSON.stringify(context))
      expect(readPageContext()).toEqual(context)
      expect(warn).not.toHaveBeenCalled()
    })

    it('accepts website roles as a map of role name or id to whether it is held', () => {
      setScript('{ "websiteRoles": { "viewer": true, "4": false } }')
      expect(readPageContext().websiteRoles).toEqual({ viewer: true, '4': false })
    })

    it('accepts null for a field, as servers send for "none"', () => {
      setScript('{ "authenticatedAccount": null, "item": null, "website": { "id": "w1", "typekitId": null } }')
      expect(readPageContext()).toEqual({ authenticatedAccount: null, item: null, website: { id: 'w1', typekitId: null } })
      expect(warn).not.toHaveBeenCalled()
    })

    it('defaults the store currency to USD', () => {
      setScript('{ "websiteSettings": { "storeSettings": {} } }')
      expect(readPageContext().websiteSettings?.storeSettings?.selectedCurrency).toBe('USD')
      expect(selectedCurrency(readPageContext())).toBe('USD')
      expect(selectedCurrency({})).toBe('USD')
      expect(selectedCurrency({ websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } } })).toBe('JPY')
    })
  })

  describe('bad input', () => {
    it('logs one error for JSON that does not parse, and reads window.SS_CONTEXT instead, else gives {}', () => {
      setScript('{ "website": ')
      expect(readPageContext()).toEqual({})
      window.SS_CONTEXT = { website: { id: 'w2' } }
      expect(readPageContext()).toEqual({ website: { id: 'w2' } })
      error.mockClear()
      readPageContext()
      expect(error).toHaveBeenCalledTimes(1)
      expect(error.mock.calls[0]?.[0]).toMatch(/^ss-elements: #ss-context is not valid JSON: .+/)
    })

    it('drops a field of the wrong type with a warning naming its path, and keeps the rest', () => {
      setScript(
        JSON.stringify({
          website: { id: 'w1', developerMode: 'yes' },
          websiteSettings: { useEscapeKeyToLogin: 1, commentsEnabled: true },
          pageType: 2,
        }),
      )
      expect(readPageContext()).toEqual({ website: { id: 'w1' }, websiteSettings: { commentsEnabled: true }, pageType: 2 })
      expect(warn).toHaveBeenCalledTimes(2)
      const messages = warn.mock.calls.map((call) => String(call[0]))
      expect(messages.some((message) => message.includes('website.developerMode'))).toBe(true)
      expect(messages.some((message) => message.includes('websiteSettings.useEscapeKeyToLogin'))).toBe(true)
      expect(error).not.toHaveBeenCalled()
    })

    it('drops the wrong entries of a list and keeps the right ones', () => {
      setScript('{ "demoCollections": [{ "collectionId": "a" }, 5, { "collectionId": "b" }, "x"] }')
      expect(readPageContext().demoCollections).toEqual([{ collectionId: 'a' }, { collectionId: 'b' }])
      const messages = warn.mock.calls.map((call) => String(call[0]))
      expect(messages).toHaveLength(2)
      expect(messages).toEqual(
        expect.arrayContaining([expect.stringContaining('demoCollections[1]'), expect.stringContaining('demoCollections[3]')]),
      )
    })

    it('drops an unknown measurement standard', () => {
      setScript('{ "websiteSettings": { "storeSettings": { "measurementStandard": "cubits", "expressCheckout": true } } }')
      expect(readPageContext().websiteSettings?.storeSettings).toEqual({ expressCheckout: true, selectedCurrency: 'USD' })
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('websiteSettings.storeSettings.measurementStandard'))
    })

    it('drops website roles that are neither a list of ids nor a map of booleans', () => {
      setScript('{ "websiteRoles": "admin", "itemId": "i1" }')
      expect(readPageContext()).toEqual({ itemId: 'i1' })
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('websiteRoles'))
    })

    it.each([
      ['null', 'null'],
      ['an array', '[{ "website": { "id": "w1" } }]'],
      ['a number', '42'],
      ['a string', JSON.stringify('x'.repeat(1_000_000))],
    ])('gives {} for JSON that is %s, with one warning', (_, text) => {
      setScript(text)
      expect(readPageContext()).toEqual({})
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0]).length).toBeLessThan(300)
    })

    it('keeps a huge string where a string belongs', () => {
      const title = 'x'.repeat(1_000_000)
      setScript(JSON.stringify({ item: { title } }))
      expect(readPageContext().item?.title).toBe(title)
    })

    it('never throws on a hostile window.SS_CONTEXT', () => {
      const hostile = [
        Object.defineProperty({}, 'website', {
          enumerable: true,
          get() {
            throw new Error('trap')
          },
        }),
        new Proxy({}, { get: () => { throw new Error('trap') }, ownKeys: () => { throw new Error('trap') } }),
        () => {},
        Symbol('context'),
      ]
      for (const value of hostile) {
        window.SS_CONTEXT = value
        expect(() => readPageContext()).not.toThrow()
        expect(readPageContext()).toEqual({})
      }
    })

    it('does not modify the object it reads', () => {
      const original = { website: { id: 'w1', cloneable: 'no' }, websiteRoles: [10, 'x'] }
      const copy = structuredClone(original)
      window.SS_CONTEXT = original
      expect(readPageContext()).toEqual({ website: { id: 'w1' } })
      expect(original).toEqual(copy)
    })
  })
})

describe('pageContext', () => {
  afterEach(() => {
    delete window.SS_CONTEXT
    resetPageContext()
  })

  it('reads the page once and answers from then on with the same object', () => {
    window.SS_CONTEXT = { itemId: 'first' }
    const first = pageContext()
    window.SS_CONTEXT = { itemId: 'second' }
    expect(pageContext()).toBe(first)
    expect(first.itemId).toBe('first')
  })

  it('reads the page again after a reset', () => {
    window.SS_CONTEXT = { itemId: 'first' }
    pageContext()
    resetPageContext()
    window.SS_CONTEXT = { itemId: 'second' }
    expect(pageContext().itemId).toBe('second')
  })
})
