import { z } from 'zod/mini'

// Every object is loose: keys this library does not know are kept for whoever reads the context next.
// Every field may be null, which servers send for "none" (an anonymous visitor's authenticatedAccount).
const text = z.nullish(z.string())
const flag = z.nullish(z.boolean())
const textOrNumber = z.nullish(z.union([z.string(), z.number()]))

const rollup = z.looseObject({ js: text, css: text })

const googleFont = z.looseObject({ includeName: text })

/** Website settings. Block-owned settings objects are only checked to be objects; their elements validate them. */
export const websiteSettingsSchema = z.looseObject({
  storeSettings: z.nullish(
    z.looseObject({
      expressCheckout: flag,
      measurementStandard: z.nullish(z.enum(['imperial', 'metric'])),
      selectedCurrency: z._default(z.string(), 'USD'),
    }),
  ),
  useEscapeKeyToLogin: flag,
  disqusShortname: text,
  commentsEnabled: flag,
  popupOverlaySettings: z.nullish(z.looseObject({})),
  mobileInfoBarSettings: z.nullish(z.looseObject({})),
  cookieSettings: z.nullish(
    z.looseObject({
      isCookieBannerEnabled: flag,
      isRestrictiveCookiePolicyEnabled: flag,
      isRestrictiveCookiePolicyAbsolute: flag,
    }),
  ),
  ssBadgeType: textOrNumber,
  pinterestOverlayOptions: z.nullish(z.looseObject({ mode: text })),
})

/** Role ids held, or a map of role name or id to whether it is held. */
export const websiteRolesSchema = z.union([z.array(z.number()), z.record(z.string(), z.boolean())])

/** The page context: the site, page and visitor settings a backend gives the page. */
export const pageContextSchema = z.looseObject({
  website: z.nullish(
    z.looseObject({ id: text, baseUrl: text, developerMode: flag, cloneable: flag, typekitId: text }),
  ),
  websiteSettings: z.nullish(websiteSettingsSchema),
  websiteRoles: z.nullish(websiteRolesSchema),
  authenticatedAccount: z.nullish(z.looseObject({ id: text })),
  pageType: textOrNumber,
  collection: z.nullish(z.looseObject({ id: text, type: textOrNumber, title: text, permissionType: textOrNumber })),
  item: z.nullish(z.looseObject({ id: text, title: text, recordType: textOrNumber })),
  collectionId: text,
  itemId: text,
  templateVersion: textOrNumber,
  templateId: text,
  templateInstallation: z.nullish(
    z.looseObject({ templateWebsite: z.nullish(z.looseObject({ id: text, identifier: text })) }),
  ),
  googleFonts: z.nullish(z.union([z.array(googleFont), z.record(z.string(), googleFont)])),
  typekitFonts: z.nullish(
    z.array(z.looseObject({ id: text, variations: z.nullish(z.union([z.string(), z.array(z.string())])) })),
  ),
  rollups: z.nullish(z.record(z.string(), rollup)),
  frameRollups: z.nullish(z.record(z.string(), rollup)),
  demoCollections: z.nullish(z.array(z.looseObject({ collectionId: text }))),
  showAnnouncementBar: flag,
  appDomain: text,
  /** The page is shown inside the site editor (edit mode). */
  editorFrame: flag,
  /** The site editor's origin: framed by it, the page answers its preview actions. */
  editorOrigin: text,
})

export type PageContext = z.output<typeof pageContextSchema>
export type WebsiteSettings = z.output<typeof websiteSettingsSchema>
export type WebsiteRoles = z.output<typeof websiteRolesSchema>
