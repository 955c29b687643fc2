export { GOOGLE_FONTS_URL, googleFontsHref } from './google-fonts.ts'
export { loadSiteFonts, setFontServiceUrls, type FontServiceUrls, type SiteFontsOptions } from './load-site-fonts.ts'
export { googleFontFamilies, siteHasFonts, typekitFontRequests, type TypekitFontRequest } from './site-fonts.ts'
export { faceServes, missingKitFonts, TYPEKIT_URL, typekitHref, type FaceDescription } from './typekit.ts'
