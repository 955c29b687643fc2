import { createElementClass } from '../../core/element/create-element-class.ts'
import { reservationAttributes } from './attributes.ts'

/**
 * @tag ss-reservation
 * @summary A restaurant's booking widget, loaded from the booking service as the block nears the viewport (and only with consent), wide above 850 px and a column at 750 px or less; the fallback link shows until the widget is ready and whenever it fails.
 *
 * @attr {string} data-block-json - The reservation block JSON: `{"restaurantId": "412810", "language": "en-US"}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows as written.
 *
 * @slot - The fallback: a link to the restaurant's booking page, shown until the widget is ready and when it cannot load.
 *
 * @csspart base - The block, with `data-theme` (`wide`, `standard`), `data-layout` (`row`, `column`) and `data-state` (`link`, `loading`, `ready`).
 * @csspart preview-guard - The transparent button over the widget that an account logged in to the site builder meets instead of the widget.
 *
 * @cssprop [--ss-reservation-gap=1rem] - The space between the widget's parts.
 */
export class SsReservation extends createElementClass({
  tag: 'ss-reservation',
  attributes: reservationAttributes,
  load: () => import('./implementation.ts'),
}) {}
