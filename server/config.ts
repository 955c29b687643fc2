import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { DatabaseLocation } from './db/open-database.ts'
import type { StaticRoots } from './app.ts'

/** The repository root: this file sits in `server/`, and the bundle in `dist/`, one level below it either way. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url))

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
})

export interface ServerConfig {
  port: number
  database: DatabaseLocation
  staticRoots: StaticRoots
}

/** Reads the server's settings from environment variables; throws a readable error when one is malformed. */
export function readConfig(environment: Record<string, string | undefined>): ServerConfig {
  // `FOO=` in a shell or an env file means "not set".
  const setVariables = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''))
  const parsed = environmentSchema.safeParse(setVariables)
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`)
  const { PORT, DATA_DIR, DATABASE_URL } = parsed.data
  return {
    port: PORT,
    database: DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir: DATA_DIR ?? join(repoRoot, '.data', 'pglite') },
    // The generated pages first (scripts/build-demo.mjs), then the hand-written assets they use.
    staticRoots: { dist: join(repoRoot, 'dist'), site: [join(repoRoot, 'dist', 'demo'), join(repoRoot, 'demo')] },
  }
}
