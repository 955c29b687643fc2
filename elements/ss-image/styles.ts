import { pinButtonStyles } from '../../core/share/pin-button.ts'
import { imageBoxStyles } from './image-box.ts'

export const imageStyles = /* css */ `${imageBoxStyles}
  :host {
    position: relative;
  }
  ${pinButtonStyles}`
