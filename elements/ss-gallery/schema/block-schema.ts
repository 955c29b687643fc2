import { z } from 'zod/mini'
import { stripAlignment } from '../designs/strip-alignment.ts'
import { DEFAULT_KEY_MAP, keyMapSchema } from '../keyboard/key-map.ts'
import { warnIgnoredKeys } from './ignored-keys.ts'

export const GALLERY_DESIGNS = ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list'] as const
export const STACKED_TRANSITIONS = ['fade', 'ken-burns', 'swipe', 'new-swipe', 'scroll'] as const
export const META_POSITIONS = ['top', 'bottom', 'top-left', 'bottom-left', 'top-right', 'bottom-right', 'center'] as const
/** What a drag of a stacked design meets past its first or last slide (without loop). */
export const BOUNDARIES = ['none', 'hard', 'inertial'] as const

export type GalleryDesign = (typeof GALLERY_DESIGNS)[number]
export type StackedTransition = (typeof STACKED_TRANSITIONS)[number]
export type Boundary = (typeof BOUNDARIES)[number]

/** The messages for block JSON that does not parse, and for block JSON that is no object (no block data). */
export const GALLERY_BLOCK_MESSAGES = {
  undecodable: 'Error decoding gallery block data.',
  notAnObject: 'Error evaluating gallery block data.',
}

/** The messages an unknown design or transition name raises, followed by the name. */
export const UNKNOWN_DESIGN_MESSAGE = 'These are not the gallery designs you are looking for'
export const UNKNOWN_TRANSITION_MESSAGE = 'Could not find transition named'

const named = (message: string) => ({ error: (issue: { input?: unknown }) => `${message}: ${String(issue.input)}` })

const flag = (value: boolean) => z._default(z.boolean(), value)
const nonNegative = z.number().check(z.nonnegative())
const positive = z.number().check(z.positive())

/** A positive number, a numeric string accepted. */
const positiveNumeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d+(\.\d+)?\s*$/, 'expected a number'))]),
  z.pipe(z.transform((value: number | string) => Number(value)), positive),
)

const autoplayOptionsSchema = z.object({
  randomize: flag(true),
  timeout: z.optional(positive),
  /** On or off for the gallery itself, or a list of CSS selectors: hovering what they match holds autoplay. */
  pauseOnMouseover: z._default(z.union([z.boolean(), z.array(z.string())]), true),
})

const boundary = z._default(z.enum(BOUNDARIES, { error: 'expected none, hard or inertial' }), 'inertial')

/** Both ends alike (`"hard"`), or each its own (`{"start": "hard", "end": "inertial"}`); inertial by default. */
const boundariesSchema = z._default(
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? { start: value, end: value } : value)),
    z.object({ start: boundary, end: boundary }),
  ),
  { start: 'inertial', end: 'inertial' },
)

/** `"50%"`: the share of a slide a scroll must pass to settle on the next; `"none"`: it settles where it stops. */
const snapPointsSchema = z._default(
  z.union([z.literal('none'), z.string().check(z.regex(/^(100|\d{1,2}(\.\d+)?)%$/, 'expected a percentage from 0% to 100%, or "none"'))]),
  '50%',
)

const LOADER_DEFAULTS = {
  sizeFormat: 'queryString',
  dprMin: 1,
  dprMax: 2,
  allowSaveData: true,
  sizeAdjustment: 1,
  stretch: true,
  forceImageUpdate: false,
  allowConcurrentLoads: false,
  useAdvancedPositioning: true,
  fixedRatio: false,
} as const

/** The image loader's settings (`core/images`), with its defaults. */
const loaderOptionsSchema = z.object({
  sizeFormat: z._default(z.enum(['queryString', 'filename']), LOADER_DEFAULTS.sizeFormat),
  dprMin: z._default(positive, LOADER_DEFAULTS.dprMin),
  dprMax: z._default(positive, LOADER_DEFAULTS.dprMax),
  allowSaveData: flag(LOADER_DEFAULTS.allowSaveData),
  sizeAdjustment: z._default(nonNegative, LOADER_DEFAULTS.sizeAdjustment),
  stretch: flag(LOADER_DEFAULTS.stretch),
  forceImageUpdate: flag(LOADER_DEFAULTS.forceImageUpdate),
  allowConcurrentLoads: flag(LOADER_DEFAULTS.allowConcurrentLoads),
  useAdvancedPositioning: flag(LOADER_DEFAULTS.useAdvancedPositioning),
  fixedRatio: flag(LOADER_DEFAULTS.fixedRatio),
  /** The same as the gallery's own `useBgImage`, which it turns on too. */
  useBgImage: z.optional(z.boolean()),
})

/**
 * The gallery block JSON: the gallery's settings, with their defaults. Values whose default depends on the
 * design (slidesPerRow, gutter, padding, vSize, lightbox) stay optional here and are settled by
 * `designSettings()`.
 */
const galleryObjectSchema = z.object({
  design: z._default(z.enum(GALLERY_DESIGNS, named(UNKNOWN_DESIGN_MESSAGE)), 'stacked'),
  transition: z._default(z.enum(STACKED_TRANSITIONS, named(UNKNOWN_TRANSITION_MESSAGE)), 'fade'),
  // 0 is the autogrid and autocolumns default of the document: no fixed ratio, as "Auto".
  imageAspectRatio: z._default(
    z.pipe(z.union([nonNegative, z.literal('Auto')]), z.transform((ratio): number | 'Auto' => (ratio === 0 ? 'Auto' : ratio))),
    'Auto',
  ),
  slidesPerRow: z.optional(positive),
  columnWidth: z._default(positiveNumeric, 250),
  columnWidthBehavior: z._default(z.enum(['min', 'max']), 'min'),
  rowHeight: z._default(positiveNumeric, 250),
  gutter: z.optional(nonNegative),
  listImageSize: z._default(z.number().check(z.positive(), z.lte(100)), 50),
  padding: z.optional(nonNegative),
  vSize: z.optional(positive),
  lightbox: z.optional(z.boolean()),
  lightboxTheme: z._default(z.enum(['light', 'dark']), 'dark'),
  mixedContent: flag(false),
  thumbnailsPerRow: z._default(positive, 8),
  squareThumbs: flag(true),
  autoCrop: flag(true),
  autoplay: flag(false),
  autoplayDuration: z.optional(positive),
  autoplayOptions: z._default(autoplayOptionsSchema, { randomize: true, pauseOnMouseover: true }),
  activeAlignment: z.pipe(z.optional(z.unknown()), z.transform(stripAlignment)),
  thumbnails: flag(false),
  thumbnailStripHeight: z._default(positive, 80),
  thumbnailStripMargin: z._default(nonNegative, 10),
  metaPosition: z._default(z.enum(META_POSITIONS), 'bottom'),
  loop: flag(false),
  boundaries: boundariesSchema,
  snapPoints: snapPointsSchema,
  clickBehavior: z._default(z.enum(['next', 'previous', 'halves']), 'next'),
  keyboard: flag(true),
  lazyLoad: flag(true),
  history: flag(false),
  historyHash: flag(false),
  keys: z._default(keyMapSchema, DEFAULT_KEY_MAP),
  designOptions: z.optional(z.record(z.string(), z.unknown())),
  refreshOnResize: flag(true),
  refreshOnOrientationChange: flag(true),
  useBgImage: flag(false),
  linkedTo: z.optional(z.string()),
  loaderOptions: z._default(loaderOptionsSchema, LOADER_DEFAULTS),
})

/** The image loading settings that may also stand at the top level (`"sizeFormat": "filename"`). */
const LOADER_KEYS = Object.keys(LOADER_DEFAULTS)

/** Keys whose value is an object, which an attribute gives as JSON text (`keys='{"next": "k"}'`). */
const OBJECT_KEYS = ['designOptions', 'keys', 'autoplayOptions', 'loaderOptions', 'boundaries']

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Both spellings of a key are read (`thumbnails-per-row`), camelCase winning. */
function camelCaseKeys(input: Record<string, unknown>): Record<string, unknown> {
  const entries = Object.entries(input)
  const camel = (key: string) => key.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
  return Object.fromEntries([
    ...entries.filter(([key]) => key.includes('-')).map(([key, value]) => [camel(key), value]),
    ...entries.filter(([key]) => !key.includes('-')),
  ])
}

function parsedJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value // left for validation to report
  }
}

/**
 * Block JSON may write some keys in kebab case (`thumbnails-per-row`): both spellings are read, camelCase
 * winning. `designOptions` gives the design's settings that the block does not give at its top level. Image
 * loading settings at the top level go into `loaderOptions`, whose own values win.
 */
function normaliseKeys(input: unknown): unknown {
  if (!isObject(input)) return input
  let block = camelCaseKeys(input)
  for (const key of OBJECT_KEYS) if (key in block) block[key] = parsedJsonText(block[key])
  const { designOptions } = block
  if (isObject(designOptions)) block = { ...camelCaseKeys(designOptions), ...block }
  const topLevel = LOADER_KEYS.filter((key) => block[key] !== undefined)
  if (topLevel.length === 0) return block
  const loaderOptions = block['loaderOptions']
  if (loaderOptions !== undefined && (typeof loaderOptions !== 'object' || loaderOptions === null)) return block
  block['loaderOptions'] = { ...Object.fromEntries(topLevel.map((key) => [key, block[key]])), ...(loaderOptions as object | undefined) }
  for (const key of topLevel) delete block[key]
  return block
}

const READ_KEYS: ReadonlySet<string> = new Set(Object.keys(galleryObjectSchema.shape))

function warnOfIgnoredKeys(block: unknown): unknown {
  if (typeof block === 'object' && block !== null && !Array.isArray(block)) warnIgnoredKeys(block as Record<string, unknown>, READ_KEYS)
  return block
}

export const galleryBlockSchema = z.pipe(z.transform((input: unknown) => warnOfIgnoredKeys(normaliseKeys(input))), galleryObjectSchema)

export type GalleryConfig = z.output<typeof galleryBlockSchema>

