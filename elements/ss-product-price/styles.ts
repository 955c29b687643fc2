import { visuallyHiddenStyles } from '../../core/dom/visually-hidden.ts'
import { PRICE_BOX } from './pending.ts'

export const productPriceStyles = /* css */ `
  :host {
    --ss-product-price-sale-color: currentColor;
    --ss-product-price-original-color: var(--ss-color-text-muted, color-mix(in srgb, currentColor 70%, transparent));
  }
  [part~='base'] {
    ${PRICE_BOX}
  }
  [part~='sale-price'] {
    color: var(--ss-product-price-sale-color);
  }
  [part~='original-price'] {
    color: var(--ss-product-price-original-color);
  }
  [part~='subscription'] {
    flex-basis: 100%;
    font-size: 0.875em;
  }
  ${visuallyHiddenStyles}
`
