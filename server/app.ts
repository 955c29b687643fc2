import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { analyticsRoutes } from './analytics/routes.ts'
import { requireAdminToken } from './auth/admin-token.ts'
import { commerceRoutes } from './commerce/routes.ts'
import { fullstoryRoutes } from './commerce/fullstory.ts'
import { logoutRoutes } from './auth/logout.ts'
import type { ServerSecrets } from './auth/server-secrets.ts'
import type { Database } from './db/database.ts'
import { javascriptErrorRoutes } from './events/javascript-errors.ts'
import { traceRoutes } from './events/trace.ts'
import { formRoutes, type FormRoutesOptions } from './forms/routes.ts'
import { issueCrumbOnPageLoad, requireCrumb, signedCrumbs } from './http/crumb.ts'
import { serveDemoPhotos } from './images/demo-photos.ts'
import { placeholderImageRoutes } from './images/placeholder-images.ts'
import { problemResponse } from './http/problem.ts'
import { serveFilesFrom } from './http/static-files.ts'
import { serverRenderedPages, type PageRender } from './server-render/rendered-pages.ts'
import { limitBodySize } from './http/valid-body.ts'
import { lockRoutes } from './lock/routes.ts'
import { siteUserRoutes } from './site-users/routes.ts'
import { headerFooterRoutes } from './header-footer/routes.ts'
import { multilingualRoutes } from './multilingual/routes.ts'
import { placesRoutes } from './places/routes.ts'
import { widgetRoutes } from './widgets/routes.ts'

/** The folders served as files: `dist` under `/dist/`, and the demo site's folders, in order, for every other path. */
export interface StaticRoots {
  dist: string
  site: string[]
}

export interface AppOptions {
  db: Database
  secrets: ServerSecrets
  staticRoots: StaticRoots
  /** The demo pages with their blocks rendered on the server, or as written (the default); a request may ask for either. */
  pageRender?: PageRender
  forms?: FormRoutesOptions
  /** The session-recording service's organisation id; the mock id (no recording) when unset. */
  fullstoryOrgId?: string
}

/** Every route that reads stored visitor data: each answers 401 without the admin token. */
export const ADMIN_READS = [
  '/api/form/submissions',
  '/api/form/subscribers',
  '/api/consent/records',
  '/api/events/RecordJavascriptErrors',
  '/api/events/Trace',
  '/api/stats/*',
] as const

/** Rollup's shared chunks, `chunks/<name>-<hash>.js` (and their source maps): a new build gives new names. */
const HASHED_CHUNK = /^chunks\/[^/]+-[\w-]{8}\.js(\.map)?$/

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Not found</title>
<h1>Not found</h1>
<p>There is no page at this address. <a href="/">Go to the demo’s home page</a>.</p>
</html>
`

/** The reference server: the API the elements call, behind the crumb check, plus the demo site and `dist/` as files. */
export function createApp({ db, secrets, staticRoots, pageRender = 'client', forms, fullstoryOrgId }: AppOptions): Hono {
  const app = new Hono()
  const crumbs = signedCrumbs(secrets.crumbKey)
  app.use(async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
  app.use(issueCrumbOnPageLoad(crumbs))
  app.use('/api/*', limitBodySize, requireCrumb(crumbs))
  app.on(['GET', 'HEAD'], [...ADMIN_READS], requireAdminToken(secrets.adminToken))
  app.route('/api/events/RecordJavascriptErrors', javascriptErrorRoutes(db))
  app.route('/api/events/Trace', traceRoutes(db))
  app.route('/api/form', formRoutes(db, forms))
  app.route('/api/auth/Logout', logoutRoutes())
  app.route('/api/lock', lockRoutes(db))
  app.route('/api/site-users/account', siteUserRoutes(db))
  app.route('/api/site-header-footer', headerFooterRoutes(db))
  app.route('/api/multilingual', multilingualRoutes(db))
  app.route('/api/google-maps/places', placesRoutes())
  app.route('/api/widget', widgetRoutes(db))
  app.route('/api', analyticsRoutes(db))
  app.route('/api/commerce/fullstory', fullstoryRoutes(fullstoryOrgId))
  app.route('/', commerceRoutes(db))
  app.route('/images', placeholderImageRoutes())
  app.get('/media/photos/:file', serveDemoPhotos(staticRoots.site))
  app.get('/dist/*', serveFilesFrom(staticRoots.dist, '/dist', { isImmutable: (path) => HASHED_CHUNK.test(path) }))
  const rewriteHtml = serverRenderedPages(pageRender)
  for (const root of staticRoots.site) app.get('*', serveFilesFrom(root, '', { rewriteHtml }))
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? problemResponse(404, { code: 'notFound', error: `No API endpoint answers ${c.req.method} ${c.req.path}.` })
      : c.html(NOT_FOUND_PAGE, 404),
  )
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    console.error(`${c.req.method} ${c.req.path} failed:`, error)
    return problemResponse(500, { code: 'internalError', error: 'Internal server error. Please try again later.' })
  })
  return app
}
