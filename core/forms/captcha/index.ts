export { captchaSize, COMPACT_CAPTCHA_BELOW_PX, type CaptchaProvider, type CaptchaRenderOptions, type CaptchaWidget } from './captcha-provider.ts'
export { captchaProvider, registerCaptchaProvider } from './captcha-providers.ts'
export { recaptchaProvider, RECAPTCHA_SCRIPT_URL } from './recaptcha.ts'
