import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { VideoConfig } from './schema.ts'

/** The plain attributes of `<ss-video>`: each sets the block JSON key of the same name. */
export const videoAttributes = {
  /** The provider's embed markup (an `<iframe>` of YouTube, Vimeo, Wistia or Animoto). Only its player address is used. */
  dataHtml: 'string',
  /** The provider the embed is from: `YouTube`, `Vimeo`, `Wistia` or `Animoto`; an embed from another provider is refused. */
  providerName: 'string',
  /** How the poster fills the box: `fill` (cropped to cover it), `fit` (all of it shown) or `none` (its own size). */
  mode: 'string',
  /** Width / height of the box (`1.5`), or `Auto` for the embed's own proportions; unset, the box is 16:9. */
  aspectRatio: 'number',
} as const satisfies AttributeTypes<VideoConfig>
