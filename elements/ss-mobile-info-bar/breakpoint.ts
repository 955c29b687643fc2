/** The widest viewport, in CSS pixels, at which the mobile info bar shows. */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024
