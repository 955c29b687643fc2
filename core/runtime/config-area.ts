/** Where the owner's configuration area opens this page: `/config/` framing the path and query. */
export function configAreaUrl(location: { pathname: string; search: string }): string {
  return `/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`
}
