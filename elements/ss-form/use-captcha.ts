import { useEffect, useRef, useState } from 'react'
import { captchaSize, type CaptchaWidget } from '../../core/forms/captcha/captcha-provider.ts'
import { captchaProvider } from '../../core/forms/captcha/captcha-providers.ts'
import type { FormConfig } from './schema.ts'

export interface CaptchaState {
  /** The form has a captcha that must be completed before submitting. */
  bound: boolean
  complete: boolean
  token(): string
  reset(): void
}

/**
 * Renders the form's captcha once, into a `<div slot="captcha">` of the element's light DOM: captcha
 * scripts find and size their widget through the document, which cannot see into a shadow root. The
 * provider's script is loaded only here, so only for a form with a captcha.
 */
export function useCaptcha(host: HTMLElement, config: FormConfig): CaptchaState {
  const { captcha, captchaSiteKey: siteKey, captchaProvider: providerName } = config
  const provider = captcha && siteKey ? captchaProvider(providerName) : undefined
  const [complete, setComplete] = useState(false)
  const widget = useRef<CaptchaWidget | undefined>(undefined)

  useEffect(() => {
    if (!captcha) return
    if (!provider) {
      console.error(`ss-elements: <${host.localName}> has a captcha but ${siteKey ? `no provider "${providerName}"` : 'no captchaSiteKey'}.`)
      return
    }
    const container = document.createElement('div')
    container.slot = 'captcha'
    host.append(container)
    let active = true
    provider
      .render(container, {
        siteKey,
        size: captchaSize(container.getBoundingClientRect().width),
        onComplete: () => active && setComplete(true),
        onExpire: () => active && setComplete(false),
      })
      .then((rendered) => {
        if (active) widget.current = rendered
      })
      .catch((error: unknown) => console.error('Error rendering captcha into node', error))
    return () => {
      active = false
      widget.current = undefined
      container.remove()
    }
  }, [host, captcha, provider, siteKey, providerName])

  return {
    bound: provider !== undefined,
    complete,
    token: () => widget.current?.response() ?? '',
    reset: () => {
      widget.current?.reset()
      setComplete(false)
    },
  }
}
