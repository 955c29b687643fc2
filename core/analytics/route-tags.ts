/** The design section of the configuration area (002 §2); its path is used only to tag analytics. */
export const DESIGN_CONFIG_PATH = '/config/design'

/** Whether `pathname` is in the design section of the configuration area. */
export function isDesignConfigPath(pathname: string): boolean {
  return pathname === DESIGN_CONFIG_PATH || pathname.startsWith(`${DESIGN_CONFIG_PATH}/`)
}

/**
 * The common fields an analytics event gets from the route it is sent from: `product_area: 'design'` in the
 * design section, nothing elsewhere. An event's own fields win over these.
 */
export function routeTags(pathname: string): Record<string, string> {
  return isDesignConfigPath(pathname) ? { product_area: 'design' } : {}
}
