// The demo store page: its "Add to cart" forms call the reference server's cart API; the answer updates the
// cart link (`sync`) and the cart listed on the page, whose quantities can be changed there.
import { addToCart, changeCartQuantity, readCart, type Cart } from '../../core/commerce/cart-api.ts'
import { hasCartCookie } from '../../core/commerce/cart-cookies.ts'
import { formatMoney } from '../../core/commerce/format-money.ts'
import type { RequestError } from '../../core/data/request-error.ts'
import type {} from '../../elements/ss-cart-link/index.ts'

const cartLink = document.querySelector('ss-cart-link')
const cartLines = document.querySelector<HTMLElement>('.cart-lines')!

// One call at a time: a visitor without a cart who adds twice quickly would otherwise get two carts, the second
// call leaving before the first one's cookie arrives.
let calls = Promise.resolve()
const oneAtATime = (call: () => Promise<void>) => (calls = calls.then(call))

for (const form of document.querySelectorAll<HTMLFormElement>('form.add-to-cart')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void oneAtATime(() => add(form))
  })
}
if (hasCartCookie()) void readCart({ onFailure: () => {} }).then((cart) => cart && showCart(cart), () => {})

async function add(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector('button')!
  const status = form.querySelector<HTMLElement>('.add-status')!
  const fields = new FormData(form)
  button.disabled = true
  status.textContent = ''
  try {
    const cart = await addToCart(
      {
        productId: form.closest<HTMLElement>('[data-product-id]')!.dataset.productId!,
        sku: (fields.get('sku') as string | null) ?? undefined,
        quantity: Number(fields.get('quantity')),
      },
      { onFailure: (error) => (status.textContent = error.message) },
    )
    showCart(cart)
  } catch {
    // onFailure has shown why.
  } finally {
    button.disabled = false
  }
}

function showCart(cart: Cart): void {
  const money = (cents: number) => formatMoney(cents, cart.subtotalAmount.currency)
  cartLink?.sync({ items: cart.totalQuantity, subtotal: money(cart.subtotalCents) })
  if (cart.entries.length === 0) {
    cartLines.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Your cart is empty.' }))
    return
  }
  const table = document.createElement('table')
  table.createCaption().textContent = `${cart.totalQuantity === 1 ? '1 item' : `${cart.totalQuantity} items`}, subtotal ${money(cart.subtotalCents)}`
  table.createTHead().insertRow().append(...['Item', 'Quantity', 'Price'].map((text) => header(text)))
  const body = table.createTBody()
  for (const entry of cart.entries) {
    const row = body.insertRow()
    const name = `${entry.productName}${entry.variantLabel ? ` (${entry.variantLabel})` : ''}`
    row.insertCell().textContent = name
    const quantity = Object.assign(document.createElement('input'), { type: 'number', min: '0', max: '999', value: String(entry.quantity) })
    quantity.setAttribute('aria-label', `Quantity of ${name}`)
    quantity.addEventListener('change', () => void oneAtATime(() => changeQuantity(entry.id, quantity)))
    row.insertCell().append(quantity)
    row.insertCell().textContent = money(entry.totalCents)
  }
  cartLines.replaceChildren(table)
}

async function changeQuantity(entryId: string, input: HTMLInputElement): Promise<void> {
  const cart = await changeCartQuantity(entryId, Number(input.value), { onFailure: (error) => alertFailure(input, error) }).catch(() => undefined)
  if (cart) showCart(cart)
}

function alertFailure(input: HTMLInputElement, error: RequestError): void {
  input.setCustomValidity(error.message)
  input.reportValidity()
  input.addEventListener('input', () => input.setCustomValidity(''), { once: true })
}

function header(text: string): HTMLTableCellElement {
  const cell = document.createElement('th')
  cell.scope = 'col'
  cell.textContent = text
  return cell
}
