import type { CaptchaProvider } from './captcha-provider.ts'
import { loadScript } from '../../dom/load-script.ts'

/** The part of the reCAPTCHA v2 JavaScript API used here (explicit rendering). */
interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: { sitekey: string; size: string; callback(token: string): void; 'expired-callback'(): void },
  ): number
  getResponse(widgetId: number): string
  reset(widgetId: number): void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'

let loadCount = 0

/**
 * reCAPTCHA v2 (the checkbox). Its script calls back the function named by `onload` once the API is ready;
 * `render=explicit` keeps it from rendering anything on its own. `scriptUrl` points elsewhere in tests.
 */
export function recaptchaProvider(scriptUrl: string = RECAPTCHA_SCRIPT_URL): CaptchaProvider {
  let api: Promise<Grecaptcha> | undefined
  return {
    async render(container, options) {
      api ??= loadApi(scriptUrl).catch((error: unknown) => {
        api = undefined
        throw error
      })
      const grecaptcha = await api
      const widgetId = grecaptcha.render(container, {
        sitekey: options.siteKey,
        size: options.size,
        callback: options.onComplete,
        'expired-callback': options.onExpire,
      })
      return { response: () => grecaptcha.getResponse(widgetId), reset: () => grecaptcha.reset(widgetId) }
    },
  }
}

function loadApi(scriptUrl: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const callbackName = `ssRecaptchaReady${++loadCount}`
    const globals = window as unknown as Record<string, unknown>
    globals[callbackName] = () => {
      delete globals[callbackName]
      if (window.grecaptcha) resolve(window.grecaptcha)
      else reject(new Error('ReCaptcha has not been set up!'))
    }
    const url = new URL(scriptUrl, document.baseURI)
    url.searchParams.set('onload', callbackName)
    url.searchParams.set('render', 'explicit')
    loadScript(url.href).catch((error: unknown) => {
      delete globals[callbackName]
      reject(error)
    })
  })
}
