import type { PageContext } from '../context/page-context-schema.ts'
import { GOOGLE_FONTS_URL, googleFontsHref } from './google-fonts.ts'
import { googleFontFamilies, typekitFontRequests, type TypekitFontRequest } from './site-fonts.ts'
import { missingKitFonts, TYPEKIT_URL, typekitHref, type FaceDescription } from './typekit.ts'

/** Where the font stylesheets come from: the services themselves unless a page (or a test) points elsewhere. */
export interface FontServiceUrls {
  googleFonts: string
  typekit: string
}

let serviceUrls: FontServiceUrls = { googleFonts: GOOGLE_FONTS_URL, typekit: TYPEKIT_URL }

/** Points the font stylesheets elsewhere (a proxy, a local copy); only loads that start later are affected. */
export function setFontServiceUrls(urls: Partial<FontServiceUrls>): void {
  serviceUrls = { ...serviceUrls, ...urls }
}

const absolute = (url: string) => new URL(url, document.baseURI).href

export interface SiteFontsOptions {
  /** Told each requested Typekit font the kit does not have; `console.warn` by default. */
  log?: (message: string) => void
}

/**
 * Adds the site's font stylesheets to the page: one for every Google Fonts family of the page context, and
 * the site's Typekit kit (`website.typekitId`). Once the kit has loaded, its faces are switched to
 * `font-display: swap` and each font of `typekitFonts` the page's faces lack is logged; nothing else
 * depends on it. A context without fonts adds nothing. Returns the function that removes the stylesheets.
 */
export function loadSiteFonts(context: PageContext, { log = console.warn }: SiteFontsOptions = {}): () => void {
  const links: HTMLLinkElement[] = []
  const families = googleFontFamilies(context)
  if (families.length > 0) links.push(addStylesheet('google', googleFontsHref(absolute(serviceUrls.googleFonts), families)))
  const kitId = context.website?.typekitId
  const requested = typekitFontRequests(context)
  if (kitId) links.push(addKit(kitId, requested, log))
  else logMissing(requested, [], 'the site has no Typekit kit', log)
  return () => {
    for (const link of links) link.remove()
  }
}

function addKit(kitId: string, requested: TypekitFontRequest[], log: (message: string) => void): HTMLLinkElement {
  const facesBefore = new Set(document.fonts)
  const link = addStylesheet('typekit', typekitHref(absolute(serviceUrls.typekit), kitId))
  const loaded = () => {
    link.removeEventListener('error', failed)
    // The kit's own font-display is its project's setting; the faces it added are the ones that are new.
    for (const face of document.fonts) if (!facesBefore.has(face)) face.display = 'swap'
    logMissing(requested, [...document.fonts], `it is not in the Typekit kit "${kitId}"`, log)
  }
  const failed = () => {
    link.removeEventListener('load', loaded)
    log(`ss-elements: the Typekit kit "${kitId}" could not be loaded; its fonts are left out.`)
  }
  link.addEventListener('load', loaded, { once: true })
  link.addEventListener('error', failed, { once: true })
  return link
}

function logMissing(requested: TypekitFontRequest[], faces: FaceDescription[], why: string, log: (message: string) => void): void {
  for (const font of missingKitFonts(requested, faces)) log(`ss-elements: the font "${font}" is left out: ${why}.`)
}

function addStylesheet(service: 'google' | 'typekit', href: string): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  link.dataset.ssFonts = service
  document.head.append(link)
  return link
}
