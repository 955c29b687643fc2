/** `ss-slide-change`: the current slide changed, by the visitor, autoplay, a linked gallery or a method. */
export interface GallerySlideChangeDetail {
  index: number
  previousIndex: number
  /** The slide's `data-slide-id`, or null when it has none. */
  slideId: string | null
}

/** `ss-lightbox-open`: the lightbox opened on slide `index`. */
export interface GalleryLightboxOpenDetail {
  index: number
}

/** `ss-click-through`: a slide's click-through link was followed; cancel it to stay on the page. */
export interface GalleryClickThroughDetail {
  url: string
}

/** What the component does for the element's public methods. */
export interface GalleryMethods {
  next(): void
  previous(): void
  goTo(index: number): void
  currentIndex(): number
  openLightbox(index?: number): void
  closeLightbox(): void
}
