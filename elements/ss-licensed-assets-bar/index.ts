import { SsLicensedAssetsBar } from './element.ts'
import * as implementation from './implementation.ts'

SsLicensedAssetsBar.provide(implementation)
SsLicensedAssetsBar.define()

export { SsLicensedAssetsBar }

export interface LicensedAssetsBarEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-licensed-assets-bar': SsLicensedAssetsBar
  }
}
