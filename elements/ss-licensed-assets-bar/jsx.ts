import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { licensedAssetsBarAttributes } from './attributes.ts'
import type { SsLicensedAssetsBar } from './element.ts'
import type { LicensedAssetsBarEventMap } from './index.ts'
import type { LicensedAssetsBarConfig } from './schema.ts'

/** `<ss-licensed-assets-bar>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-licensed-assets-bar': SsElementJsxProps<SsLicensedAssetsBar, LicensedAssetsBarConfig, typeof licensedAssetsBarAttributes, LicensedAssetsBarEventMap>
    }
  }
}
