import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { licensedAssetsBarAttributes } from './attributes.ts'
import { SsLicensedAssetsBar } from './element.ts'
import type { LicensedAssetsBarConfig } from './schema.ts'

SsLicensedAssetsBar.define()

export { SsLicensedAssetsBar }

export interface LicensedAssetsBarEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-licensed-assets-bar': SsLicensedAssetsBar
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-licensed-assets-bar': SsElementJsxProps<SsLicensedAssetsBar, LicensedAssetsBarConfig, typeof licensedAssetsBarAttributes, LicensedAssetsBarEventMap>
    }
  }
}
