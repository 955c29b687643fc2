import { pinButtonStyles } from '../../core/share/pin-button.ts'
import { imageBoxStyles, placingBoxStyles } from './image-box.ts'
import { beforeScriptStyles } from './before-script.ts'

export const imageStyles = /* css */ `${imageBoxStyles}
  :host {
    position: relative;
  }
  ${placingBoxStyles}
  ${beforeScriptStyles}
  ${pinButtonStyles}`
