import { pinButtonStyles } from '../../core/share/pin-button.ts'
import { imageBoxStyles, placingBoxStyles } from './image-box.ts'
import { withoutScriptStyles } from './without-script.ts'

export const imageStyles = /* css */ `${imageBoxStyles}
  :host {
    position: relative;
  }
  ${placingBoxStyles}
  ${withoutScriptStyles}
  ${pinButtonStyles}`
