export { httpUrl, pageUrl } from './page-url.ts'
export { PIN_CREATE_URL, pinUrl, type PinTarget } from './pin-url.ts'
export { PIN_BUTTON_LABEL, imagePinUrl, openPin, pinButtonStyles, pinButtonsShown } from './pin-button.ts'
