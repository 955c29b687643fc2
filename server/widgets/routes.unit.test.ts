import { describe, expect, it } from 'vitest'
import { TEST_DATABASE_NAME, useTestServer, withCrumb } from '../testing.ts'
import { MAX_WIDGET_ITEMS } from '../../core/widgets/widget-rendering.ts'

const server = useTestServer()

/** A page's call: the form fields as the data layer sends them, with the page's crumb. */
const render = (fields: Record<string, string>) =>
  server.app.request('/api/widget/GetWidgetRendering', withCrumb({ method: 'POST', body: new URLSearchParams(fields) }))

const widgetJSON = (type: string, value: Record<string, unknown> = {}) => JSON.stringify({ type, id: 'yui_3_17_2_1', value })

async function renderedHtml(fields: Record<string, string>): Promise<string> {
  const response = await render(fields)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { html: string }
  expect(Object.keys(body)).toEqual(['html'])
  return body.html
}

describe(`POST /api/widget/GetWidgetRendering (${TEST_DATABASE_NAME})`, () => {
  it('renders an events summary from the stored collection, in start order, as {html}', async () => {
    const html = await renderedHtml({ collectionId: 'upcoming-events', widgetJSON: widgetJSON('summary', { collectionId: 'upcoming-events' }) })
    expect(html.startsWith('<ul class="summary-items" aria-label="Upcoming events">')).toBe(true)
    expect([...html.matchAll(/class="summary-title" href="([^"]+)">([^<]+)</g)].map((match) => [match[1], match[2]])).toEqual([
      ['/events/harbour-night-market', 'Harbour night market'],
      ['/events/sourdough-workshop', 'Sourdough workshop'],
      ['/events/spring-open-studio', 'Spring open studio'],
      ['/events/poetry-and-tea', 'Reading room: poetry &#38; tea'],
    ])
    expect(html).toContain('<time datetime="2027-03-06T18:00:00.000Z">Mar 6, 2027, 6:00 PM</time> · Pier 4, Harbour Road')
  })

  it("lists at most the block's pageSize events", async () => {
    const html = await renderedHtml({ collectionId: 'upcoming-events', widgetJSON: widgetJSON('summary', { pageSize: 2 }) })
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(MAX_WIDGET_ITEMS).toBe(30)
  })

  it("lists at most the block's pageSize pictures", async () => {
    const html = await renderedHtml({ widgetJSON: widgetJSON('instagram', { pageSize: 2 }) })
    expect(html.match(/<li class="feed-item">/g)).toHaveLength(2)
  })

  it('says so for a collection without events', async () => {
    expect(await renderedHtml({ collectionId: 'past-events', widgetJSON: widgetJSON('summary') })).toBe(
      '<p class="summary-empty">Past events: no events yet.</p>',
    )
  })

  it.each([
    ['flickr', 3, 'https://www.flickr.com/photos/harbourbakery/1'],
    ['instagram', 4, 'https://www.instagram.com/p/harbour1/'],
    ['fivehundredpix', 3, 'https://500px.com/photo/1/dunes-at-sunset'],
  ])('renders the stored %s pictures, each linking to its page, with the server\'s own images', async (type, count, firstLink) => {
    const html = await renderedHtml({ widgetJSON: widgetJSON(type, { username: 'harbourbakery' }) })
    expect(html.startsWith(`<ul class="feed-items" data-feed="${type}">`)).toBe(true)
    expect(html.match(/<li class="feed-item">/g)).toHaveLength(count)
    expect(html).toContain(`<a href="${firstLink}"><img src="/images/`)
    expect([...html.matchAll(/src="([^"]+)"/g)].every(([, src]) => src!.startsWith('/images/'))).toBe(true)
  })

  it('escapes what it stored: no stored text becomes markup', async () => {
    await server.db.query(
      `insert into widget_collections (id, type, title) values ('hostile', 'events', '"><script>alert(1)</script>')`,
    )
    await server.db.query(
      `insert into widget_events (id, collection_id, title, url, location, starts_at, ends_at)
       values ('ev-x', 'hostile', '<img src=x onerror=alert(1)>', 'javascript:alert(1)" onclick="alert(2)', '<b>here</b>', now(), now())`,
    )
    const html = await renderedHtml({ collectionId: 'hostile', widgetJSON: widgetJSON('summary') })
    expect(html).not.toMatch(/<script|<img|<b>|" onclick/)
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
    expect(html).toContain('href="javascript:alert(1)&#34; onclick=&#34;alert(2)"')
  })

  it('answers 404 with a sentence for an unknown collection', async () => {
    const response = await render({ collectionId: 'nope', widgetJSON: widgetJSON('summary') })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ code: 'notFound', error: 'There is no events collection with this id.' })
  })

  it.each([
    ['no widgetJSON', {}],
    ['widgetJSON that is not JSON', { widgetJSON: '{type:' }],
    ['an unknown type', { widgetJSON: widgetJSON('twitter') }],
    ['a value that is not an object', { widgetJSON: JSON.stringify({ type: 'flickr', id: 'a', value: [1] }) }],
    ['a summary without collectionId', { widgetJSON: widgetJSON('summary') }],
    ['JSON nested 10,000 deep', { widgetJSON: `${'['.repeat(10_000)}${']'.repeat(10_000)}` }],
  ])('answers 400 invalidRequest for %s', async (_, fields) => {
    const response = await render(fields as Record<string, string>)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { code: string }).code).toBe('invalidRequest')
  })

  it('refuses a call without the crumb, as every API call', async () => {
    const response = await server.app.request('/api/widget/GetWidgetRendering', {
      method: 'POST',
      body: new URLSearchParams({ widgetJSON: widgetJSON('flickr') }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ crumbFail: true, error: 'crumbFail' })
  })
})
