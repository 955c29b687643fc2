import { z } from 'zod'

export const captchaProviderName = z.enum(['recaptcha', 'hcaptcha', 'turnstile'])

export type CaptchaProviderName = z.output<typeof captchaProviderName>

/** The siteverify endpoints; all three take the same form-encoded request and answer `{success}`. */
export const CAPTCHA_VERIFY_URLS: Record<CaptchaProviderName, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
}

export interface CaptchaSettings {
  provider: CaptchaProviderName
  verifyUrl: string
  /** The provider's secret key; without it a token is accepted on presence alone. */
  secret?: string | undefined
}

/** Past this, the provider counts as unreachable: the visitor gets an answer, not a hang. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5_000

/** `unavailable`: the provider could not be asked, or could not answer about the token. */
export type CaptchaVerdict = 'passed' | 'rejected' | 'unavailable'

export type VerifyCaptcha = (token: string, remoteIp: string | undefined) => Promise<CaptchaVerdict>

export const acceptCaptchaOnPresence: VerifyCaptcha = async () => 'passed'

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
})

// The visitor cannot fix these by solving the challenge again: the server's configuration is wrong.
const SECRET_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret'])

/** Asks the provider whether `token` is a solved challenge, as its siteverify endpoint does for all three. */
export function captchaVerifier(
  { provider, verifyUrl, secret }: CaptchaSettings,
  { timeoutMs = CAPTCHA_VERIFY_TIMEOUT_MS } = {},
): VerifyCaptcha {
  if (!secret) return acceptCaptchaOnPresence
  const unavailable = (reason: string): CaptchaVerdict => {
    console.error(`captcha verification with ${provider} (${verifyUrl}) failed: ${reason}`)
    return 'unavailable'
  }
  return async (token, remoteIp) => {
    const body = new URLSearchParams({ secret, response: token })
    if (remoteIp) body.set('remoteip', remoteIp)
    let answer: unknown
    try {
      const response = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) return unavailable(`HTTP ${response.status}`)
      answer = await response.json()
    } catch (error) {
      return unavailable(error instanceof Error ? error.message : String(error))
    }
    const parsed = siteverifyAnswer.safeParse(answer)
    if (!parsed.success) return unavailable(`unexpected answer ${JSON.stringify(answer).slice(0, 200)}`)
    const errors = parsed.data['error-codes'] ?? []
    if (errors.some((code) => SECRET_ERRORS.has(code))) return unavailable(`the secret was refused (${errors.join(', ')})`)
    return parsed.data.success ? 'passed' : 'rejected'
  }
}
