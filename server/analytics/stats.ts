import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { problemException } from '../http/problem.ts'

const statsQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) })

/**
 * `GET /api/stats/summary?days=30`: what the "Site statistics" page charts, over the last `days` days (1 to
 * 365, 30 by default). A visit is one visitor id and visit number of `ss_cvr`; a page view is a hit of event
 * kind 1. A Web Vital counts once per page load, at its last value; `p75` is its 75th percentile. This
 * server's addition, behind the admin token like the other `GET` lists (`ADMIN_READS` in app.ts).
 */
export function statsRoutes(db: Database): Hono {
  return new Hono().get('/summary', async (c) => {
    const query = statsQuery.safeParse(c.req.query())
    if (!query.success) {
      throw problemException(400, { code: 'invalidRequest', error: 'days must be a whole number from 1 to 365.' })
    }
    const { days } = query.data
    const [perDay, pages, webVitals, [consent], buttons] = await Promise.all([
      db.query(
        `select to_char(date_trunc('day', received_at), 'YYYY-MM-DD') as date,
           count(distinct visitor_id || ':' || visit_count)::int as visits,
           count(*) filter (where event = 1)::int as "pageViews"
         from census_hits where kind = 'hit' and received_at > now() - make_interval(days => $1)
         group by 1 order by 1`,
        [days],
      ),
      db.query(
        `select page_path as path, count(*)::int as "pageViews", count(distinct visitor_id)::int as visitors
         from census_hits where kind = 'hit' and event = 1 and received_at > now() - make_interval(days => $1)
         group by page_path order by 2 desc, 1 limit 20`,
        [days],
      ),
      db.query(
        `select coalesce(loads.page_path, '(unknown)') as path, latest.metric,
           percentile_cont(0.75) within group (order by latest.value) as p75,
           count(*)::int as count,
           count(*) filter (where latest.rating = 'good')::int as good,
           count(*) filter (where latest.rating = 'needs-improvement')::int as "needsImprovement",
           count(*) filter (where latest.rating = 'poor')::int as poor
         from (
           select distinct on (page_load_id, metric) page_load_id, metric, value, rating
           from performance_records
           where event = 'page_speed' and metric is not null and value is not null and received_at > now() - make_interval(days => $1)
           order by page_load_id, metric, id desc
         ) as latest
         left join performance_page_loads as loads using (page_load_id)
         group by 1, 2 order by 1, 2`,
        [days],
      ),
      db.query(
        `select count(*) filter (where allowed)::int as accepted, count(*) filter (where not allowed)::int as declined,
           count(*) filter (where method = 'gpc')::int as "declinedByGpc"
         from consent_records where received_at > now() - make_interval(days => $1)`,
        [days],
      ),
      db.query(
        `select data->>'id' as id, max(data->>'buttonText') as text,
           count(*) filter (where kind = 'button-render')::int as renders,
           count(*) filter (where kind = 'button-click')::int as clicks
         from census_hits where kind in ('button-render', 'button-click') and received_at > now() - make_interval(days => $1)
         group by 1 order by 4 desc, 1 limit 20`,
        [days],
      ),
    ])
    return c.json({ days, perDay, pages, webVitals, consent, buttons })
  })
}
