import { SsLicensedAssetsBar } from './element.ts'

SsLicensedAssetsBar.define()

export { SsLicensedAssetsBar }

export interface LicensedAssetsBarEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-licensed-assets-bar': SsLicensedAssetsBar
  }
}
