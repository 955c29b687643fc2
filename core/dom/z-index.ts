/**
 * The stacking order of this library's overlays that are not in the top layer (a fixed banner, a tooltip, the
 * runtime's dialogs for a browser that draws them in place). A modal shown by `showModal` is in the top layer,
 * above any z-index.
 */
export const MODAL_Z_INDEX = 30000
