import { SsSearch } from './element.ts'
import * as implementation from './implementation.ts'

SsSearch.provide(implementation)
SsSearch.define()

export { SsSearch }

export interface SearchEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-search': SsSearch
  }
}
