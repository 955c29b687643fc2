import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { GalleryConfig } from './schema/block-schema.ts'

/**
 * The gallery's plain attributes: each sets the block JSON's top-level key of the same name, read as its type
 * says. The element's typed properties, its JSX props, `custom-elements.json` and the README table are
 * derived from this one declaration.
 */
export const galleryAttributes = {
  /** Which of the nine designs lays out the slides. */
  design: 'string',
  /** How stacked and slideshow change slides. */
  transition: 'string',
  /** Wraps from the last slide to the first and back; without it the controls are disabled at the ends. */
  loop: 'boolean',
  /** Opens slides in a fullscreen viewer (on by default for grid, autogrid, autocolumns and autorows). */
  lightbox: 'boolean',
  /** The lightbox's colours. */
  lightboxTheme: 'string',
  /** Moves to the next slide every 5 s (or `autoplay-duration` seconds). */
  autoplay: 'boolean',
  /** Keeps the current slide in the address as `?itemId=`, and opens on the slide it names. */
  history: 'boolean',
  /** With `history`, keeps the slide in the address's fragment (`#itemId=`) instead of its query, and opens on the slide either names. */
  historyHash: 'boolean',
  /** The id of another gallery whose index this one shares: a thumbnail strip for a slideshow. */
  linkedTo: 'string',
  /** What a click on a slideshow slide does: go to the next slide, the previous one, or to either by the half clicked. */
  clickBehavior: 'string',
  /** Columns of the grid (4) or slides per group of the carousel (3). */
  slidesPerRow: 'number',
  /** Where a slider or strip places its current slide: left, center or right (anything else: center). */
  activeAlignment: 'string',
  /** Width / height of every slide (`1.5`), or `Auto` (or `0`): stacked designs take the current slide's proportions, grid and carousel cells are square. */
  imageAspectRatio: 'number',
  /** The column width autogrid and autocolumns aim for, px. */
  columnWidth: 'number',
  /** The height autorows starts each row at, px; a row grows to fill the width. */
  rowHeight: 'number',
  /** `min`: columns at least `column-width` wide; `max`: at most. */
  columnWidthBehavior: 'string',
  /** Percent of the width between carousel slides (1); pixels between autogrid and autocolumns cells (0), and autorows cells (20). */
  gutter: 'number',
  /** Space between grid cells, px (default 20). */
  padding: 'number',
  /** The list design's image width, % of the row. */
  listImageSize: 'number',
  /** A slider's height, % of its width (50; 10 for a thumbnail strip). */
  vSize: 'number',
  /** Read and kept; it changes nothing in this implementation. */
  mixedContent: 'boolean',
  /** A slideshow shows a strip of thumbnails under its slides. */
  thumbnails: 'boolean',
  /** Square thumbnails across a slideshow's strip. */
  thumbnailsPerRow: 'number',
  /** Height of a slideshow's thumbnail strip, px. */
  thumbnailStripHeight: 'number',
  /** Space above a slideshow's thumbnail strip, px. */
  thumbnailStripMargin: 'number',
  /** Thumbnails are square crops; off, each keeps its proportions. */
  squareThumbs: 'boolean',
  /** With a fixed ratio, crop to it (cover) rather than fit (contain). */
  autoCrop: 'boolean',
  /** Seconds each slide shows while autoplay runs (default 5). */
  autoplayDuration: 'number',
  /** Where stacked designs lay the caption over the slide. */
  metaPosition: 'string',
  /** What a swipe or new-swipe drag meets past the first or last slide without loop: `inertial` (the default) follows a third of the drag and springs back, `hard` stops at the edge, `none` follows the whole drag and springs back; one value, or JSON for each end (`{"start": "hard", "end": "inertial"}`). */
  boundaries: 'string',
  /** Where the scroll transition settles: `50%` moves on to the next slide once half of it is in view (another percentage, once that share is), `none` leaves the slides where the scroll stops. */
  snapPoints: 'string',
  /** The left and right arrows change the slide while focus is inside. */
  keyboard: 'boolean',
  /** Images load near the viewport, or near the current slide; off, all at once. */
  lazyLoad: 'boolean',
  /** Which keys go to the previous and next slide, as JSON: `{"previous": [37, "j"], "next": [39, "k"]}` (key codes or key names; 37 and 39 by default). */
  keys: 'string',
  /** The design's settings as a JSON object (`{"slidesPerRow": 5, "gutter": 2}`), for those the block does not give at its top level. */
  designOptions: 'string',
  /** Lays the gallery out again when the window is resized (100 ms after the last change); off, it keeps the layout it started with. */
  refreshOnResize: 'boolean',
  /** Lays the gallery out again when the device turns between portrait and landscape. */
  refreshOnOrientationChange: 'boolean',
  /** Draws each image as its box's CSS background (cropped the same way), the `<img>` kept for its text. */
  useBgImage: 'boolean',
} as const satisfies AttributeTypes<GalleryConfig>
