import type { CaptchaProvider } from './captcha-provider.ts'
import { recaptchaProvider } from './recaptcha.ts'

const providers = new Map<string, CaptchaProvider>([['recaptcha', recaptchaProvider()]])

/** Makes a captcha service available to forms whose block JSON names it in `captchaProvider`. */
export function registerCaptchaProvider(name: string, provider: CaptchaProvider): void {
  providers.set(name, provider)
}

export function captchaProvider(name: string): CaptchaProvider | undefined {
  return providers.get(name)
}
