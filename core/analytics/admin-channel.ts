import type { PageContext } from '../context/page-context.ts'

/** The channel on which admin-permission holders' tracked events reach their other tabs. */
export const ADMIN_EVENTS_CHANNEL = 'ss-admin-events'

/** Access permission 2, admin, in `accessPermissions` of the page context. */
export function holdsAdminPermission(context: PageContext): boolean {
  const permissions = context['accessPermissions']
  return Array.isArray(permissions) && permissions.includes(2)
}

/** Posts `event` to the admin's other tabs; no network call. */
export function broadcastAdminEvent(event: unknown): void {
  try {
    const channel = new BroadcastChannel(ADMIN_EVENTS_CHANNEL)
    channel.postMessage(event)
    channel.close()
  } catch {
    // No BroadcastChannel, or an event that cannot be cloned: the other tabs miss it.
  }
}
