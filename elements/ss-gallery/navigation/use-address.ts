import { useLayoutEffect, useRef } from 'react'
import { pageContext } from '../../../core/context/page-context.ts'
import { inEditorFrame } from '../editor-frame.ts'
import { itemIdAddress, itemIdOf } from './navigation-urls.ts'
import { slideIndexForItemId, slideItemId, type GallerySlide } from '../slides/read-slides.ts'
import type { GalleryNavigator } from './gallery-navigator.ts'
import { itemIdHashAddress, itemIdOfHash } from './item-id-hash.ts'

/**
 * The page address and the gallery: an `?itemId=` (or `#itemId=`) naming one of its slides (by id or url) selects
 * it once the slides are there; with `history`, outside the editor frame, the address then follows the current
 * slide without reloading (`history.replaceState`), in its query or, with `historyHash`, its fragment, under the
 * collection's URL when the page context has one.
 */
export function useAddress(navigator: GalleryNavigator, slides: readonly GallerySlide[], index: number, history: boolean, historyHash = false): void {
  const linkedSlide = useRef<string | undefined | null>(null)
  useLayoutEffect(() => {
    if (linkedSlide.current !== null || slides.length === 0) return
    linkedSlide.current = itemIdOf(location.search) ?? itemIdOfHash(location.hash)
    const found = linkedSlide.current === undefined ? -1 : slideIndexForItemId(slides, linkedSlide.current)
    if (found >= 0) navigator.goTo(found, { animate: false, force: true })
  }, [navigator, slides])

  const shown = useRef(index)
  useLayoutEffect(() => {
    if (shown.current === index) return
    shown.current = index
    const slide = slides[index]
    const itemId = slide && slideItemId(slide)
    if (!history || !itemId || inEditorFrame()) return
    const collectionUrl = pageContext().collection?.fullUrl
    const address = historyHash ? itemIdHashAddress : itemIdAddress
    window.history.replaceState(window.history.state, '', address(new URL(location.href), itemId, typeof collectionUrl === 'string' ? collectionUrl : undefined))
  }, [slides, index, history, historyHash])
}
