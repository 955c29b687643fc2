import { Hono } from 'hono'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { jsonBody, validBody } from '../http/valid-body.ts'
import { requireSiteUser } from '../site-users/require-site-user.ts'

/** The header and the footer are each a JSON object of the site's own design; the server keeps them as sent. */
const headerFooter = z.object({
  header: z.record(z.string(), z.json()),
  footer: z.record(z.string(), z.json()),
})

export type HeaderFooter = z.output<typeof headerFooter>

/** What a site that never saved its header and footer has. */
export const EMPTY_HEADER_FOOTER: HeaderFooter = { header: {}, footer: {} }

export interface HeaderFooterRoutesOptions {
  now?: () => number
}

/**
 * `GET /api/site-header-footer` answers the stored `{header, footer}`; `PUT` stores a new pair, from a site
 * editor's session with its xsrf token, and answers it.
 */
export function headerFooterRoutes(db: Queryable, { now }: HeaderFooterRoutesOptions = {}): Hono {
  return new Hono()
    .get('/', async (c) => {
      const [row] = await db.query('select header, footer from site_header_footer where id = 1')
      return c.json(row ? { header: row['header'], footer: row['footer'] } : EMPTY_HEADER_FOOTER)
    })
    .put('/', requireSiteUser(db, { editor: true, now }), validBody(headerFooter, jsonBody), async (c) => {
      const { header, footer } = c.get('body')
      await db.query(
        `insert into site_header_footer (id, header, footer, updated_by) values (1, $1::jsonb, $2::jsonb, $3)
         on conflict (id) do update set header = excluded.header, footer = excluded.footer,
           updated_by = excluded.updated_by, updated_at = now()`,
        [JSON.stringify(header), JSON.stringify(footer), c.get('siteUser').id],
      )
      return c.json({ header, footer })
    })
}
