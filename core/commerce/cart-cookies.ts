import { readCookie } from '../consent/cookies.ts'

/** The cookie the server sets beside the cart's own, readable by the page: a cart exists. */
export const HAS_CART_COOKIE = 'hasCart'
/** The cookie that names the visitor's cart; the reference server makes it `HttpOnly`. */
export const CART_COOKIE = 'CART'

/** Whether the visitor has a cart cookie: `hasCart`, or `CART` where a server lets the page read it. */
export function hasCartCookie(cookieString: string = document.cookie): boolean {
  return readCookie(HAS_CART_COOKIE, cookieString) !== undefined || readCookie(CART_COOKIE, cookieString) !== undefined
}
