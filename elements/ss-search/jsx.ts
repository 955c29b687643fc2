import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { searchAttributes } from './attributes.ts'
import type { SsSearch } from './element.ts'
import type { SearchEventMap } from './index.ts'
import type { SearchConfig } from './schema.ts'

/** `<ss-search>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-search': SsElementJsxProps<SsSearch, SearchConfig, typeof searchAttributes, SearchEventMap>
    }
  }
}
