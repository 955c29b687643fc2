// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { intraPageFields } from './intra-page-fields.ts'

describe('intraPageFields', () => {
  afterEach(() => history.replaceState(null, '', '/'))

  it("names the page's item, its title, the path without query or hash, and the permission type", () => {
    history.replaceState(null, '', '/blog/first-post?ref=mail#comments')
    const context = {
      collection: { id: 'c1', title: 'Blog', permissionType: 1 },
      item: { id: 'i1', title: 'First post' },
    }
    expect(intraPageFields(context)).toEqual({
      pageId: 'i1',
      pageTitle: 'First post',
      pagePath: '/blog/first-post',
      pagePermissionTypeValue: 1,
    })
  })

  it('falls back to the collection, then to the document title', () => {
    document.title = 'Contact — Acme'
    expect(intraPageFields({ collectionId: 'c2', collection: { permissionType: '2' } })).toMatchObject({
      pageId: 'c2',
      pageTitle: 'Contact — Acme',
      pagePermissionTypeValue: 2,
    })
    expect(intraPageFields({})).toEqual({ pageId: null, pageTitle: 'Contact — Acme', pagePath: '/', pagePermissionTypeValue: null })
  })
})
