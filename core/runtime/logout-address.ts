/** True when the address carries `logout=true`, in its query or its fragment. */
export function isLogoutAddress(location: { search: string; hash: string }): boolean {
  return /(?:^|[?&#])logout=true(?:$|[&#])/.test(location.search + location.hash)
}
