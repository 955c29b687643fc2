import { pageContext } from '../../core/context/page-context.ts'
import type { MobileInfoBarConfig } from './schema.ts'

const KEYS = ['phone', 'email', 'address', 'hours', 'text'] as const

/**
 * The bar's settings: the site's `mobileInfoBarSettings` from the page context, each key overridden by the
 * element's own block JSON or attribute. Site settings that are not text are ignored.
 */
export function mobileInfoBarSettings(config: MobileInfoBarConfig): MobileInfoBarConfig {
  const site: Record<string, unknown> = pageContext().websiteSettings?.mobileInfoBarSettings ?? {}
  const settings: MobileInfoBarConfig = {}
  for (const key of KEYS) {
    const value = config[key] ?? site[key]
    if (typeof value === 'string') settings[key] = value
  }
  return settings
}
