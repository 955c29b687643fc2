export {
  CHECKOUT_COOKIE_ALERT,
  CHECKOUT_ENTRY_PATH,
  donateCheckoutUrl,
  giftCardCheckoutUrl,
  minimumSubtotalText,
  subscribeCheckoutUrl,
} from './checkout.ts'
export { CURRENCIES, currencyOf, isCurrencyCode, type Currency, type CurrencyCode } from './currencies.ts'
export { formatMoney, MAX_MONEY_INTEGER_PLACES } from './format-money.ts'
export { dimensionUnit, weightUnit, type MeasurementStandard } from './measurement-units.ts'
export {
  priceText,
  productPrice,
  type Product,
  type ProductKind,
  type ProductPrice,
  type ProductVariant,
} from './product-price.ts'
export { generateSku, isUsZip, isValidPriceCents, isValidSku, MAX_PRICE_CENTS, MAX_SKU_LENGTH } from './store-rules.ts'
export { subscriptionText, type SubscriptionPlan } from './subscription-text.ts'
export { workflowStateLabel, type WorkflowStateLabel } from './workflow-state.ts'
export { addToCart, CART_API_PATH, changeCartQuantity, readCart, type Cart, type CartEntry } from './cart-api.ts'
export { CART_COOKIE, HAS_CART_COOKIE, hasCartCookie } from './cart-cookies.ts'
