import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { DatabaseLocation } from './db/open-database.ts'
import type { StaticRoots } from './app.ts'
import { CAPTCHA_VERIFY_URLS, captchaProviderName, type CaptchaSettings } from './forms/captcha-verification.ts'
import { FORM_LIMITS, type FormLimits } from './forms/rate-limit.ts'
import { PAGE_RENDERS, type PageRender } from './server-render/rendered-pages.ts'

/** The repository root: this file sits in `server/`, and the bundle in `dist/`, one level below it either way. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url))

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SS_CAPTCHA_SECRET: z.string().optional(),
  SS_CAPTCHA_PROVIDER: captchaProviderName.default('recaptcha'),
  SS_CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SS_SUBMISSIONS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(FORM_LIMITS.perAddress.limit),
  SS_KEYS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(FORM_LIMITS.keysPerAddress.limit),
  SS_ADMIN_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, 'the admin token must be at least 16 printable ASCII characters without spaces')
    .optional(),
  SS_FULLSTORY_ORG_ID: z.string().optional(),
  SS_RENDER: z.enum(PAGE_RENDERS).default('server'),
})

export interface ServerConfig {
  port: number
  database: DatabaseLocation
  staticRoots: StaticRoots
  /** `SS_RENDER`: the demo pages with their blocks rendered on the server (the default), or as written. */
  pageRender: PageRender
  captcha: CaptchaSettings
  formLimits: FormLimits
  /** `SS_ADMIN_TOKEN`; without it, the token kept in the database is used (made on the first start). */
  adminToken: string | undefined
  /** `SS_FULLSTORY_ORG_ID`: the session-recording service's organisation id; without it, the mock id. */
  fullstoryOrgId: string | undefined
  /** What the server should say once at start-up about its settings. */
  notices: string[]
}

export const UNVERIFIED_CAPTCHA_NOTICE =
  'captcha tokens are accepted unverified: set SS_CAPTCHA_SECRET (and SS_CAPTCHA_PROVIDER if not recaptcha) to check them with the provider'

/** Reads the server's settings from environment variables; throws a readable error when one is malformed. */
export function readConfig(environment: Record<string, string | undefined>): ServerConfig {
  // `FOO=` in a shell or an env file means "not set".
  const setVariables = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''))
  const parsed = environmentSchema.safeParse(setVariables)
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`)
  const { PORT, DATA_DIR, DATABASE_URL, SS_CAPTCHA_SECRET, SS_CAPTCHA_PROVIDER, SS_CAPTCHA_VERIFY_URL, SS_ADMIN_TOKEN } = parsed.data
  return {
    port: PORT,
    database: DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir: DATA_DIR ?? join(repoRoot, '.data', 'pglite') },
    // The generated pages first (scripts/build-demo.mjs), then the hand-written assets they use.
    staticRoots: { dist: join(repoRoot, 'dist'), site: [join(repoRoot, 'dist', 'demo'), join(repoRoot, 'demo')] },
    pageRender: parsed.data.SS_RENDER,
    captcha: {
      provider: SS_CAPTCHA_PROVIDER,
      verifyUrl: SS_CAPTCHA_VERIFY_URL ?? CAPTCHA_VERIFY_URLS[SS_CAPTCHA_PROVIDER],
      secret: SS_CAPTCHA_SECRET,
    },
    formLimits: {
      ...FORM_LIMITS,
      perAddress: { ...FORM_LIMITS.perAddress, limit: parsed.data.SS_SUBMISSIONS_PER_ADDRESS_PER_MINUTE },
      keysPerAddress: { ...FORM_LIMITS.keysPerAddress, limit: parsed.data.SS_KEYS_PER_ADDRESS_PER_MINUTE },
    },
    adminToken: SS_ADMIN_TOKEN,
    fullstoryOrgId: parsed.data.SS_FULLSTORY_ORG_ID,
    notices: SS_CAPTCHA_SECRET ? [] : [UNVERIFIED_CAPTCHA_NOTICE],
  }
}
