import { Hono } from 'hono'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { languageTag } from '../http/language-tag.ts'
import { jsonBody, validBody } from '../http/valid-body.ts'
import { requireSiteUser } from '../site-users/require-site-user.ts'

/** More languages than any site translates into; a bound on what one request may store. */
export const MAX_LANGUAGES = 50

const languagesRequest = z.object({
  languages: z
    .array(languageTag)
    .min(1)
    .max(MAX_LANGUAGES)
    .refine((tags) => new Set(tags).size === tags.length, 'a language is listed twice'),
})

export interface MultilingualSettings {
  /** Whether the site is set up to be translated. */
  connected: boolean
  /** The first of `languages`: the one the site is written in. */
  defaultLanguage: string | null
  languages: string[]
}

export interface MultilingualRoutesOptions {
  now?: () => number
}

/**
 * The site's languages: `GET /settings`, `/status` and `/languages` read them, `PUT /languages` `{languages}`
 * sets them and connects the site, `DELETE /connection` disconnects it and forgets them. The writes need a
 * site editor's session with its xsrf token.
 */
export function multilingualRoutes(db: Queryable, { now }: MultilingualRoutesOptions = {}): Hono {
  const editor = requireSiteUser(db, { editor: true, now })
  const settings = async (): Promise<MultilingualSettings> => {
    const [row] = await db.query('select languages, connected from multilingual_settings where id = 1')
    const languages = (row?.['languages'] as string[] | undefined) ?? []
    return { connected: row?.['connected'] === true, defaultLanguage: languages[0] ?? null, languages }
  }

  return new Hono()
    .get('/settings', async (c) => c.json(await settings()))
    .get('/status', async (c) => c.json({ connected: (await settings()).connected }))
    .get('/languages', async (c) => c.json({ languages: (await settings()).languages }))
    .put('/languages', editor, validBody(languagesRequest, jsonBody), async (c) => {
      const { languages } = c.get('body')
      await db.query(
        `insert into multilingual_settings (id, languages, connected) values (1, $1::jsonb, true)
         on conflict (id) do update set languages = excluded.languages, connected = true, updated_at = now()`,
        [JSON.stringify(languages)],
      )
      return c.json(await settings())
    })
    .delete('/connection', editor, async (c) => {
      await db.query('delete from multilingual_settings where id = 1')
      return c.body(null, 204)
    })
}
