// A consumer's code against the published typings (dist/types through package.json "exports").
// Compiled by test/typings.e2e.test.mjs; every line must type-check, and each @ts-expect-error must be needed.
import 'ss-elements'
import type {} from 'ss-elements/jsx'
import { request, readPageContext, RequestError, type PageContext } from 'ss-elements/core'
import { SsAccordion } from 'ss-elements/elements/ss-accordion'
import type { SsGallery } from 'ss-elements/elements/ss-gallery'

const accordion: SsAccordion = document.querySelector('ss-accordion')!
accordion.toggle(1)
// @ts-expect-error an element the library does not define is a plain HTMLElement
document.querySelector("ss-nothing")!.toggle(1)
accordion.multiple = true
const expandFirst: boolean = accordion.expandFirst

accordion.addEventListener('ss-toggle', (event) => {
  const index: number = event.detail.index
  const open: boolean = event.detail.open
  return [index, open]
})
document.addEventListener('ss-error', (event) => event.detail.path.toUpperCase())
// @ts-expect-error the detail of ss-toggle has no such field
document.addEventListener('ss-toggle', (event) => event.detail.nothing)
// @ts-expect-error toggle takes an index
accordion.toggle('first')

const created = document.createElement('ss-accordion')
created.toggle(0)

const context: PageContext = readPageContext()
const website: string | undefined = context.website?.id ?? undefined
request<{ key: string }>({ method: 'POST', url: '/api/form/FormSubmissionKey' }).then(
  (data) => data.key,
  (error: unknown) => (error instanceof RequestError ? error.status : 0),
)

// Every attribute of the declaration is a typed property, whatever the element.
const gallery: SsGallery = document.createElement('ss-gallery')
gallery.thumbnails = true
gallery.design = 'grid'
gallery.slidesPerRow = 4
// @ts-expect-error design is one of the eight design names
gallery.design = 'mosaic'
// @ts-expect-error thumbnails is a boolean
gallery.thumbnails = 'yes'
const newsletter = document.createElement('ss-newsletter')
newsletter.formId = 'news'
// @ts-expect-error captcha is a boolean
newsletter.captcha = 'on'

export const galleryJsx = <ss-gallery design="slideshow" slides-per-row={4} thumbnails linked-to="strip" />
// @ts-expect-error slides-per-row is a number
export const wrongGallery = <ss-gallery slides-per-row="four" />
// @ts-expect-error lightbox-theme is light or dark
export const wrongTheme = <ss-gallery lightbox-theme="sepia" />

export const jsx = (
  <ss-accordion multiple expand-first data-block-json='{"multiple":true}' onss-toggle={(event) => event.detail.open}>
    <details>
      <summary>Title</summary>
    </details>
  </ss-accordion>
)
// @ts-expect-error a prop ss-accordion does not have (TypeScript never checks hyphenated names)
export const wrong = <ss-accordion bogus />

export { expandFirst, website }
