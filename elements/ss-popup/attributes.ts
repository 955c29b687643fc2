import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { PopupConfig } from './schema.ts'

/**
 * The plain attributes of `<ss-popup>`: each sets the popup overlay setting of the same name. `style` is
 * block JSON only, as the attribute of that name is the element's inline style.
 */
export const popupAttributes = {
  /** Lets the popup show at widths under 800 px, where it otherwise stays away. */
  enableMobile: 'boolean',
  /** The popup's version: raising it shows the popup again to visitors who closed (or signed up in) an older one. */
  version: 'number',
  /** After the visitor signed up through a form inside, the popup does not show again (until a new version). */
  showUntilSignup: 'boolean',
  /** Days after a close before it shows again; 0 shows it on every page, -1 never again. */
  displayFrequency: 'number',
  /** Waits this many seconds on the page before showing (0: at once). */
  showAfterSeconds: 'number',
  /** Waits until the visitor has scrolled this percentage of the page (0: no wait); with a delay too, whichever comes first. */
  showAfterScrollPercent: 'number',
  /** The edit preview: shows at once whatever the rule and the width, and stores and sends nothing. */
  forced: 'boolean',
  /** Where the panel stands in the window: `TOP_LEFT` … `BOTTOM_RIGHT`; an unknown value is reported and is `CENTER`. */
  position: 'string',
} as const satisfies AttributeTypes<PopupConfig>
