/** Where a popup keeps its visitor's record: `localStorage`, so no cookie is set and no consent needed. */
export const POPUP_STORAGE_KEY = 'ss-popup'

/** The storage key of one popup: one per site, or one per `id` when a page has several. */
export const popupStorageKey = (id: string) => (id ? `${POPUP_STORAGE_KEY}:${id}` : POPUP_STORAGE_KEY)

/** The `localStorage` key holding the fingerprint of the announcement this visitor closed. */
export const ANNOUNCEMENT_DISMISSAL_KEY = 'ss-announcement-bar-closed'
