import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { searchAttributes } from './attributes.ts'
import { SsSearch } from './element.ts'
import type { SearchActivateDetail, SearchConfig } from './schema.ts'

SsSearch.define()

export { SsSearch }
export type { SearchActivateDetail }

export interface SearchEventMap {
  'ss-search-activate': CustomEvent<SearchActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-search': SsSearch
  }
  interface GlobalEventHandlersEventMap extends SearchEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-search': SsElementJsxProps<SsSearch, SearchConfig, typeof searchAttributes, SearchEventMap>
    }
  }
}
