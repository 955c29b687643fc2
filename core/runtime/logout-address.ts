/** True when the address contains `logout=true` anywhere: its path, its query or its fragment. */
export function isLogoutAddress(location: { href: string }): boolean {
  return location.href.includes('logout=true')
}
