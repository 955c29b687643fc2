// A TypeScript project without React and without @types/react: the elements' typings must read cleanly, the JSX
// typings (`ss-elements/jsx`) being opt-in. Compiled by test/typings.e2e.test.mjs.
import 'ss-elements'
import { formatMoney } from 'ss-elements/core'
import { SsAccordion } from 'ss-elements/elements/ss-accordion'
import type { SsGallery } from 'ss-elements/elements/ss-gallery'

const accordion: SsAccordion = document.querySelector('ss-accordion')!
accordion.toggle(1)
const gallery: SsGallery | null = document.querySelector('ss-gallery')
gallery?.next()
document.querySelector('ss-form')?.addEventListener('ss-success', (event) => console.log(event.detail.formId))
console.log(formatMoney(1999, 'EUR'))
