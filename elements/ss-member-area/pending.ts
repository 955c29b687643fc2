/**
 * The member content shows only through the member view's own slot: the bare slot of the loading state and of
 * the error path (which shows the light DOM of every other element) stays hidden, so a visitor never sees it.
 */
export const HIDE_BARE_SLOT = /* css */ `slot:not([name], [data-member-content]) { display: none; }`
