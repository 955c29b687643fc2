import { z } from 'zod/mini'

// The named (string) enumerations of the specs, each a zod enum for the boundaries that read them; `.options`
// lists the names.

/** The names of a layout's slices (002 §3). */
export const sliceNameSchema = z.enum([
  'heading',
  'sub-heading',
  'body',
  'image',
  'gallery',
  'video',
  'social-icons',
  'buttons',
  'navigation',
  'custom-form',
  'newsletter',
  'album',
  'map',
  'lock',
  'password',
  'twitter',
  'logo',
  'action',
  'popup-overlay-action',
  'temp-lock-inject',
])
export type SliceName = z.infer<typeof sliceNameSchema>

/** The kinds of slide a page section is (002 §3). */
export const slideTypeSchema = z.enum(['cover-page', 'lock-screen', 'popup-overlay'])
export type SlideType = z.infer<typeof slideTypeSchema>

/** The device a view is drawn for (002 §3). */
export const deviceViewSchema = z.enum(['desktop', 'phone', 'tablet'])
export type DeviceView = z.infer<typeof deviceViewSchema>

/** How a collection lists its items (002 §3). */
export const collectionViewSchema = z.enum(['list', 'grid', 'product'])
export type CollectionView = z.infer<typeof collectionViewSchema>

/** The record types of an item by name (000 §3); `ItemRecordType` holds the numbers that are published. */
export const itemRecordTypeNameSchema = z.enum(['audio', 'event', 'image', 'portfolio-item', 'text', 'video'])
export type ItemRecordTypeName = z.infer<typeof itemRecordTypeNameSchema>
