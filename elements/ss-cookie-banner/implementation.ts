import { litImplementation } from '../../core/element/lit-implementation.ts'
import { cookieBannerView } from './banner-view.ts'
import { cookieBannerBlockSchema } from './schema.ts'
import { cookieBannerStyles } from './styles.ts'

export default litImplementation({ schema: cookieBannerBlockSchema, view: cookieBannerView, styles: cookieBannerStyles })
