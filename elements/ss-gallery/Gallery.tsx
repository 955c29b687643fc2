import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { ElementProps } from '../../core/element/index.ts'
import { useElementMethods } from '../../core/element/index.ts'
import { useInBrowser } from '../../core/element/use-in-browser.ts'
import { ImageLoader } from '../../core/images/image-loader.ts'
import { pageContext } from '../../core/context/page-context.ts'
import { pinButtonsShown } from '../../core/share/pin-button.ts'
import { DESIGNS } from './designs/index.ts'
import { lazyOrReport } from './diagnostics/lazy-reporting.ts'
import { GALLERY_CONSOLE_MESSAGES } from './diagnostics/messages.ts'
import { useGalleryDiagnostics } from './diagnostics/use-gallery-diagnostics.ts'
import { designMotionMs } from './designs/motion.ts'
import { inEditorFrame } from './editor-frame.ts'
import { GalleryContext, GalleryMediaContext, type GalleryContextValue } from './gallery-context.ts'
import { deepActiveElement } from '../../core/dom/focus.ts'
import { prefersReducedMotion } from '../../core/dom/reduced-motion.ts'
import { useFocusKept } from './navigation/use-focus-kept.ts'
import { useNearViewport } from './media/use-near-viewport.ts'
import { useSlides } from './slides/use-slides.ts'
import { useAutoplayState } from './autoplay/use-autoplay.ts'
import { useKeyboard } from './navigation/use-keyboard.ts'
import { GalleryNavigator } from './navigation/gallery-navigator.ts'
import { viewportClass } from './resize/device-class.ts'
import { useDeviceClass } from './resize/use-device-class.ts'
import { useWindowWidth } from './resize/use-window-width.ts'
import { useGalleryRegistration, useLinkedGallery } from './navigation/linked-galleries.ts'
import { useAddress } from './navigation/use-address.ts'
import { effectiveSlidesPerRow } from './designs/carousel-rules.ts'
import type { GalleryConfig } from './schema/block-schema.ts'
import { designSettings } from './schema/design-settings.ts'
import type { GalleryClickThroughDetail, GalleryLightboxOpenDetail, GalleryMethods, GallerySlideChangeDetail } from './schema/gallery-api.ts'

// The lightbox loads the first time it opens: most visits never open it. Autoplay loads where it is on.
// A lightbox whose code did not load closes again at once, so that autoplay, held while it is open, goes on.
const Lightbox = lazyOrReport(
  () => import('./lightbox/Lightbox.tsx').then((module) => module.Lightbox),
  () => console.warn(GALLERY_CONSOLE_MESSAGES.lightboxUnavailable),
  function LightboxUnavailable({ onClose }: { onClose(): void; onOpened(): void }) {
    useEffect(onClose, [onClose])
    return null
  },
)
const AutoplayDriver = lazy(() => import('./autoplay/AutoplayDriver.tsx').then((module) => ({ default: module.AutoplayDriver })))

/**
 * `<ss-gallery>`: reads the light-DOM slides, keeps the current index (`GalleryNavigator`), and draws the
 * block's design and the lightbox in the shadow root.
 */
export function Gallery({ config, host }: ElementProps<GalleryConfig, GalleryMethods>) {
  const element = host.element
  const slides = useSlides(element)
  const latestSlides = useRef(slides)
  latestSlides.current = slides
  const [navigator] = useState(
    () =>
      new GalleryNavigator({
        change: (index, previousIndex) =>
          host.emit<GallerySlideChangeDetail>('ss-slide-change', { index, previousIndex, slideId: latestSlides.current[index]?.id ?? null }),
        reached: (edge) => host.emit(edge === 'beginning' ? 'ss-reached-beginning' : 'ss-reached-end'),
      }),
  )
  const [loader] = useState(() => new ImageLoader())
  useLayoutEffect(() => () => loader.disconnect(), [loader])

  const inBrowser = useInBrowser()
  const settings = designSettings(config)
  const windowWidth = useWindowWidth({ onResize: config.refreshOnResize, onOrientationChange: config.refreshOnOrientationChange })
  const device = useDeviceClass(inBrowser)
  const stride = config.design === 'carousel' ? effectiveSlidesPerRow(settings.slidesPerRow, windowWidth) : 1
  const motionMs = designMotionMs(config, inBrowser && prefersReducedMotion())
  useLayoutEffect(
    () => navigator.configure({ count: slides.length, loop: config.loop, stride, motionMs }),
    [navigator, slides.length, config.loop, stride, motionMs],
  )
  // A design switched in the middle of a move never finishes that move's animation.
  useLayoutEffect(() => navigator.settle(), [navigator, config.design])
  const { index, inMotion } = useSyncExternalStore(navigator.subscribe, navigator.snapshot, navigator.snapshot)

  useAddress(navigator, slides, index, config.history, config.historyHash)
  useGalleryRegistration(element, navigator)
  useLinkedGallery(element, config.linkedTo, navigator)

  useFocusKept(element, index)
  useGalleryDiagnostics(element, slides, config.linkedTo)

  const base = useRef<HTMLDivElement>(null)
  const nearViewport = useNearViewport(base)
  useKeyboard(element, navigator, config.keyboard, config.keys)

  const [lightboxOpen, setLightboxOpen] = useState(false)
  const returnFocus = useRef<HTMLElement | null>(null)
  const openLightbox = useCallback(
    (at: number) => {
      navigator.goTo(at, { animate: false, force: true })
      if (!lightboxOpen) returnFocus.current = deepActiveElement()
      setLightboxOpen(true)
    },
    [navigator, lightboxOpen],
  )
  const closeLightbox = useCallback(() => setLightboxOpen(false), [])
  const onLightboxOpened = useCallback(() => host.emit<GalleryLightboxOpenDetail>('ss-lightbox-open', { index: navigator.index }), [host, navigator])
  const lightboxWasOpen = useRef(false)
  useLayoutEffect(() => {
    if (lightboxOpen === lightboxWasOpen.current) return
    lightboxWasOpen.current = lightboxOpen
    if (lightboxOpen) return
    host.emit('ss-lightbox-close')
    if (returnFocus.current?.isConnected) returnFocus.current.focus()
    returnFocus.current = null
  }, [host, lightboxOpen])

  const playingVideos = useRef(new Set<object>())
  const [videoPlaying, setVideoPlayingNow] = useState(false)
  const setVideoPlaying = useCallback((owner: object, playing: boolean) => {
    if (playing) playingVideos.current.add(owner)
    else playingVideos.current.delete(owner)
    setVideoPlayingNow(playingVideos.current.size > 0)
  }, [])
  const { autoplay, onRunning } = useAutoplayState(config, slides.length, inBrowser)

  const followClickThrough = useCallback(
    (url: string) => host.emit<GalleryClickThroughDetail>('ss-click-through', { url }, { cancelable: true }) && !inEditorFrame(),
    [host],
  )

  useElementMethods<GalleryMethods>(host, {
    next: () => navigator.step(1),
    previous: () => navigator.step(-1),
    goTo: (at) => navigator.goTo(at),
    currentIndex: () => navigator.index,
    openLightbox: (at = navigator.index) => openLightbox(at),
    closeLightbox,
  })

  const context: GalleryContextValue = {
    config,
    settings,
    slides,
    navigator,
    index,
    inMotion,
    motionMs,
    stride,
    label: element.getAttribute('aria-label') || 'Gallery',
    nearViewport,
    autoplay,
    openLightbox,
    followClickThrough,
  }
  const pinButtons = pinButtonsShown(pageContext(element.ownerDocument))
  const media = useMemo(
    () => ({ loader, loaderOptions: config.loaderOptions, useBgImage: config.useBgImage || config.loaderOptions.useBgImage === true, pinButtons, setVideoPlaying }),
    [loader, config.loaderOptions, config.useBgImage, pinButtons, setVideoPlaying],
  )
  const Design = DESIGNS[config.design]
  return (
    <GalleryMediaContext.Provider value={media}>
      <GalleryContext.Provider value={context}>
        <div
          ref={base}
          part="base"
          className="base"
          data-design={config.design}
          data-in-motion={inMotion || undefined}
          data-viewport={viewportClass(windowWidth)}
          data-device={device}
        >
          <Design />
          {/* Loaded on demand: a server render cannot wait for it, and the rotation starts once the browser has taken over. */}
          {inBrowser && autoplay.allowed && (
            <Suspense fallback={null}>
              <AutoplayDriver
                host={element}
                navigator={navigator}
                config={config}
                index={index}
                inMotion={inMotion}
                count={slides.length}
                videoPlaying={videoPlaying}
                lightboxOpen={lightboxOpen}
                stoppedByVisitor={autoplay.stoppedByVisitor}
                onRunning={onRunning}
              />
            </Suspense>
          )}
          {lightboxOpen && (
            <Suspense fallback={null}>
              <Lightbox onClose={closeLightbox} onOpened={onLightboxOpened} />
            </Suspense>
          )}
        </div>
      </GalleryContext.Provider>
    </GalleryMediaContext.Provider>
  )
}
