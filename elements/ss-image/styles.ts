import { imageBoxStyles } from './image-box.ts'

export const imageStyles = imageBoxStyles
