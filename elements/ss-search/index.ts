import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { searchAttributes } from './attributes.ts'
import { SsSearch } from './element.ts'
import type { SearchConfig } from './schema.ts'

SsSearch.define()

export { SsSearch }

export interface SearchEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-search': SsSearch
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-search': SsElementJsxProps<SsSearch, SearchConfig, typeof searchAttributes, SearchEventMap>
    }
  }
}
