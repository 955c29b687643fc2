import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readConfig, repoRoot, UNVERIFIED_CAPTCHA_NOTICE } from './config.ts'
import { FORM_LIMITS } from './forms/rate-limit.ts'

describe('readConfig', () => {
  it('defaults to port 8080, PGlite in .data/pglite, the repo’s dist/ and demo/ folders and unverified captchas', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      database: { dataDir: join(repoRoot, '.data', 'pglite') },
      staticRoots: { dist: join(repoRoot, 'dist'), site: [join(repoRoot, 'dist', 'demo'), join(repoRoot, 'demo')] },
      pageRender: 'server',
      captcha: { provider: 'recaptcha', verifyUrl: 'https://www.google.com/recaptcha/api/siteverify' },
      formLimits: FORM_LIMITS,
      notices: [UNVERIFIED_CAPTCHA_NOTICE],
    })
  })

  it('serves the demo pages client-rendered with SS_RENDER=client, and refuses another value', () => {
    expect(readConfig({ SS_RENDER: 'client' }).pageRender).toBe('client')
    expect(readConfig({ SS_RENDER: 'server' }).pageRender).toBe('server')
    expect(() => readConfig({ SS_RENDER: 'browser' })).toThrow(/SS_RENDER/)
  })

  it('reads the admin token from SS_ADMIN_TOKEN, and refuses a short one or one with spaces', () => {
    expect(readConfig({ SS_ADMIN_TOKEN: 'a-long-enough-token' }).adminToken).toBe('a-long-enough-token')
    expect(() => readConfig({ SS_ADMIN_TOKEN: 'short' })).toThrow(/SS_ADMIN_TOKEN/)
    expect(() => readConfig({ SS_ADMIN_TOKEN: 'long enough but spaced' })).toThrow(/SS_ADMIN_TOKEN/)
  })

  it('reads the per-address limits a minute from SS_SUBMISSIONS_PER_ADDRESS_PER_MINUTE and SS_KEYS_PER_ADDRESS_PER_MINUTE', () => {
    const { formLimits } = readConfig({ SS_SUBMISSIONS_PER_ADDRESS_PER_MINUTE: '200', SS_KEYS_PER_ADDRESS_PER_MINUTE: '600' })

    expect(formLimits).toEqual({
      perVisitor: FORM_LIMITS.perVisitor,
      perAddress: { limit: 200, windowMs: 60_000 },
      keysPerAddress: { limit: 600, windowMs: 60_000 },
    })
    expect(() => readConfig({ SS_KEYS_PER_ADDRESS_PER_MINUTE: '0' })).toThrow(/SS_KEYS_PER_ADDRESS_PER_MINUTE/)
  })

  it('says in one line, without SS_CAPTCHA_SECRET, that captcha tokens go unverified and what to set', () => {
    const [notice, ...others] = readConfig({}).notices

    expect(others).toEqual([])
    expect(notice).toMatch(/unverified/)
    expect(notice).toMatch(/SS_CAPTCHA_SECRET/)
    expect(notice).not.toMatch(/\n/)
  })

  it('verifies captcha tokens with reCAPTCHA given SS_CAPTCHA_SECRET, and says nothing about it', () => {
    const config = readConfig({ SS_CAPTCHA_SECRET: 's3cret' })

    expect(config.captcha).toEqual({
      provider: 'recaptcha',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      secret: 's3cret',
    })
    expect(config.notices).toEqual([])
  })

  it.each([
    ['hcaptcha', 'https://api.hcaptcha.com/siteverify'],
    ['turnstile', 'https://challenges.cloudflare.com/turnstile/v0/siteverify'],
  ])('takes the siteverify endpoint of SS_CAPTCHA_PROVIDER=%s', (provider, verifyUrl) => {
    expect(readConfig({ SS_CAPTCHA_SECRET: 's', SS_CAPTCHA_PROVIDER: provider }).captcha).toEqual({
      provider,
      verifyUrl,
      secret: 's',
    })
  })

  it('sends captcha checks to SS_CAPTCHA_VERIFY_URL when set', () => {
    const environment = { SS_CAPTCHA_PROVIDER: 'turnstile', SS_CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/siteverify' }

    expect(readConfig(environment).captcha).toMatchObject({ provider: 'turnstile', verifyUrl: 'http://127.0.0.1:9999/siteverify' })
  })

  it('finds the repository root from its own location', () => {
    expect(join(repoRoot, 'server', 'config.ts')).toBe(fileURLToPath(import.meta.url).replace('.unit.test', ''))
  })

  it('takes PORT and DATA_DIR from the environment', () => {
    const config = readConfig({ PORT: '3000', DATA_DIR: '/var/lib/ss-elements' })

    expect(config.port).toBe(3000)
    expect(config.database).toEqual({ dataDir: '/var/lib/ss-elements' })
  })

  it('uses Postgres when DATABASE_URL is set', () => {
    const url = 'postgres://app:secret@db.internal:5432/ss_elements'

    expect(readConfig({ DATABASE_URL: url, DATA_DIR: '/ignored' }).database).toEqual({ databaseUrl: url })
  })

  it('treats an empty variable as not set', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '', SS_CAPTCHA_SECRET: '' })).toMatchObject({
      port: 8080,
      database: { dataDir: expect.any(String) },
      notices: [UNVERIFIED_CAPTCHA_NOTICE],
    })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SS_CAPTCHA_PROVIDER: 'friendly-captcha' }, 'SS_CAPTCHA_PROVIDER'],
    [{ SS_CAPTCHA_VERIFY_URL: 'ftp://example.com/verify' }, 'SS_CAPTCHA_VERIFY_URL'],
  ])('refuses %o, naming the variable', (environment, name) => {
    expect(() => readConfig(environment)).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${name}`))
  })
})
