/** A rendered captcha: the token it holds once completed, and a way back to its start. */
export interface CaptchaWidget {
  /** The token to send as `captchaKey`; empty while the captcha is not completed. */
  response(): string
  reset(): void
}

export interface CaptchaRenderOptions {
  siteKey: string
  /** Compact when the container is narrower than 320 px. */
  size: 'compact' | 'normal'
  onComplete(token: string): void
  /** The completed captcha lapsed; the visitor must complete it again. */
  onExpire(): void
}

/**
 * A captcha service (reCAPTCHA v2 by default; hCaptcha and Turnstile have the same shape). `render` loads
 * the service's script on first use, once per page, and draws a widget into `container`.
 */
export interface CaptchaProvider {
  render(container: HTMLElement, options: CaptchaRenderOptions): Promise<CaptchaWidget>
}

export const COMPACT_CAPTCHA_BELOW_PX = 320

export function captchaSize(containerWidth: number): CaptchaRenderOptions['size'] {
  return containerWidth < COMPACT_CAPTCHA_BELOW_PX ? 'compact' : 'normal'
}
