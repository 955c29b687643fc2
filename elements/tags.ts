/** Every element the library builds, one `dist/elements/<tag>.js` each. */
export const ELEMENT_TAGS = ['ss-accordion', 'ss-cookie-banner', 'ss-form', 'ss-gallery', 'ss-newsletter'] as const

export type ElementTag = (typeof ELEMENT_TAGS)[number]
