import { formatMoney } from '../../core/commerce/format-money.ts'
import { productPrice } from '../../core/commerce/product-price.ts'
import { subscriptionText } from '../../core/commerce/subscription-text.ts'
import { pageContext, selectedCurrency } from '../../core/context/page-context.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import type { ProductPriceConfig } from './schema.ts'

/**
 * The price of one product: what the visitor pays ('from …' when the variants differ), the regular price
 * struck out during a sale, and the renewal of a subscription. `<s>` is silent in most screen readers, so the
 * sale and the regular price each carry a hidden word that says which is which.
 */
export function ProductPrice({ config: product, host }: ElementProps<ProductPriceConfig>) {
  const currency = product.currency ?? selectedCurrency(pageContext(host.element.ownerDocument))
  const { cents, varies, originalCents } = productPrice(product)
  const price = formatMoney(cents, currency)
  const plan = product.subscriptionPlan
  return (
    <span part="base">
      {originalCents === undefined ? (
        <span part="price">
          {varies ? 'from ' : ''}
          {price}
        </span>
      ) : (
        <>
          <span part="price sale-price">
            <span className="visually-hidden">Sale price: </span>
            {price}
          </span>
          <s part="original-price">
            <span className="visually-hidden">Original price: </span>
            {formatMoney(originalCents, currency)}
          </s>
        </>
      )}
      {plan && <span part="subscription">{subscriptionText(plan)}</span>}
    </span>
  )
}
