import { SsSearch } from './element.ts'

SsSearch.define()

export { SsSearch }

export interface SearchEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-search': SsSearch
  }
}
