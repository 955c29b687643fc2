import { pendingBlockJsonKey } from '../../core/element/pending-block-json.ts'
import { videoBoxPadding } from '../../core/video/video-box.ts'
import { readVideoEmbed } from '../../core/video/video-embed.ts'

/**
 * The shadow root's styles while the implementation loads: the poster is drawn in the box the video will have,
 * so that nothing below moves when it renders.
 */
export const videoPendingStyles = /* css */ `
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  slot {
    display: block;
    position: relative;
    padding-top: var(--ss-video-pending-padding);
  }
  ::slotted(img) {
    display: block;
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/** The box's height before the implementation loads, from the attributes or block JSON as the element will read them. */
export function videoPendingProperties(element: HTMLElement): Record<`--${string}`, string> {
  const ratioText = element.getAttribute('aspect-ratio') ?? element.getAttribute('aspectratio')
  const ratio = ratioText === null ? pendingBlockJsonKey(element, 'aspectRatio') : ratioText === 'Auto' ? 'Auto' : Number(ratioText)
  const aspectRatio = ratio === 'Auto' || (typeof ratio === 'number' && ratio > 0) ? ratio : undefined
  const html = element.getAttribute('data-html') ?? pendingBlockJsonKey(element, 'dataHtml')
  const embed = aspectRatio === 'Auto' && typeof html === 'string' ? readVideoEmbed(html) : undefined
  const embedRatio = embed?.type === 'iframe' ? embed.ratio : undefined
  return { '--ss-video-pending-padding': `${videoBoxPadding(aspectRatio, embedRatio)}%` }
}
