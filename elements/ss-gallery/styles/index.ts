import { pinButtonStyles } from '../../../core/share/pin-button.ts'
import { baseStyles } from './base.ts'
import { gridStyles } from './grids.ts'
import { stackedStyles } from './stacked.ts'
import { stripStyles } from './strips.ts'
import { videoStyles } from './video.ts'

export const galleryStyles = [baseStyles, stackedStyles, gridStyles, stripStyles, videoStyles, pinButtonStyles].join('\n')
