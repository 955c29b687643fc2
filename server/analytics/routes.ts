import { Hono } from 'hono'
import type { Database } from '../db/database.ts'
import { censusRoutes } from './census.ts'
import { consentRecordRoutes } from './consent-records.ts'
import { analyticsEventRoutes } from './events.ts'
import { performanceRoutes } from './performance.ts'
import { statsRoutes } from './stats.ts'

/** Everything the cookie banner and the tracking send, and the statistics read from it; mounted at `/api`. */
export function analyticsRoutes(db: Database): Hono {
  return new Hono()
    .route('/consent/records', consentRecordRoutes(db))
    .route('/census', censusRoutes(db))
    .route('/', analyticsEventRoutes(db))
    .route('/1/performance', performanceRoutes(db))
    .route('/stats', statsRoutes(db))
}
