import { expect } from '@esm-bundle/chai'
import { ImageLoader, LOADED_CLASS, LOADING_CLASS, type ImageSettings } from './image-loader.ts'
import { LoadQueue } from './load-queue.ts'
import { effectivePixelRatio } from './pixel-ratio.ts'
import { saveDataRequested } from './device.ts'
import { waitFor, settle } from '../../test/helpers/wait.ts'

// A token per page load: the browser's cache outlives the page when a browser reuses it for the next test file.
const pageToken = Math.random().toString(36).slice(2, 8)
let run = 0
const source = (shape = 'landscape') => `${new URL(`./test-images/${shape}.svg`, import.meta.url).pathname}?loader=${pageToken}-${++run}`
const requestsFor = (src: string) =>
  performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes(src.replace(/.*\?/, '')))
const widthOf = (url: string) => Number(/format=(\d+)w/.exec(url)?.[1])

let container: HTMLElement
let loader: ImageLoader

/** An `<img>` in a box of `width` × `height` px. */
function image(width: number, height: number): HTMLImageElement {
  const img = document.createElement('img')
  img.style.cssText = `display: block; width: ${width}px; height: ${height}px`
  img.alt = ''
  container.append(img)
  return img
}

const settings = (src: string, more: Partial<ImageSettings> = {}): ImageSettings => ({
  source: src,
  dimensions: { width: 1600, height: 900 },
  load: true,
  ...more,
})

/** What the loader should ask for a box of `drawn` px, at this browser's pixel ratio. */
const expectedWidth = (drawn: number) => {
  const needed = Math.ceil(drawn * effectivePixelRatio(devicePixelRatio, saveDataRequested()))
  return [100, 300, 500, 750, 1000, 1500].find((width) => width >= needed) ?? 1500
}

describe('ImageLoader', () => {
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    loader = new ImageLoader(new LoadQueue(16))
  })
  afterEach(() => {
    loader.disconnect()
    container.remove()
  })

  it('loads an image marked lazy when asked, however far out of view', async () => {
    container.style.cssText = 'width: 200px; height: 100px; overflow: hidden'
    const img = image(200, 100)
    img.loading = 'lazy'
    img.style.translate = '4000px 0'
    loader.track(img, settings(source()))
    await waitFor(() => img.classList.contains(LOADED_CLASS), 'the image to load')
    expect(img.hasAttribute('loading')).to.equal(false)
  })

  it('fetches the published width its box needs, with a srcset of the widths up to the image size and ?format={w}w', async () => {
    const img = image(400, 400)
    const src = source()
    loader.track(img, settings(src))
    await waitFor(() => img.classList.contains(LOADED_CLASS), 'the image to load')
    // A 1600×900 image cropped to cover 400×400 is drawn 711 px wide.
    expect(widthOf(img.currentSrc)).to.equal(expectedWidth(711))
    expect(img.srcset.split(', ').map((candidate) => candidate.replace(/.*format=/, ''))).to.deep.equal(['1500w 1500w', '1000w 1000w', '750w 750w', '500w 500w', '300w 300w', '100w 100w'])
    expect(img.sizes).to.match(/^\d+px$/)
    expect(requestsFor(src)).to.have.length(1)
  })

  it('puts the size in the file name with the filename format', async () => {
    const img = image(200, 100)
    const src = source()
    await new Promise<void>((resolve) => {
      const original = console.warn
      console.warn = () => {
        console.warn = original
        resolve()
      }
      loader.track(img, settings(src, { sizeFormat: 'filename' }))
    })
    expect(img.getAttribute('src')).to.match(/\/landscape-\d+w\.svg\?loader=/)
  })

  it('has the loading class while it loads, and loaded after', async () => {
    const img = image(300, 200)
    const classes: string[] = []
    const observer = new MutationObserver(() => classes.push(img.className))
    observer.observe(img, { attributeFilter: ['class'] })
    loader.track(img, settings(source()))
    await waitFor(() => img.classList.contains(LOADED_CLASS), 'the image to load')
    observer.disconnect()
    expect(classes).to.deep.equal([LOADING_CLASS, `${LOADING_CLASS} ${LOADED_CLASS}`, LOADED_CLASS])
  })

  it("warns '<src> not loaded' and drops the loading class when the image fails", async () => {
    const warnings: string[] = []
    const original = console.warn
    console.warn = (message: string) => warnings.push(message)
    try {
      const img = image(300, 200)
      const src = `${new URL('./test-images/missing.svg', import.meta.url).pathname}?loader=${pageToken}-${++run}`
      loader.track(img, settings(src))
      await waitFor(() => warnings.length > 0, 'the warning')
      expect(warnings[0]).to.match(/missing\.svg\?loader=\w+-\d+&format=\d+w not loaded$/)
      expect(img.classList.contains(LOADING_CLASS)).to.equal(false)
      expect(img.classList.contains(LOADED_CLASS)).to.equal(false)
    } finally {
      console.warn = original
    }
  })

  it('upgrades to a larger width when its box grows, and never to a smaller one', async () => {
    const img = image(100, 100)
    const src = source('square')
    loader.track(img, settings(src, { dimensions: { width: 1000, height: 1000 } }))
    await waitFor(() => img.classList.contains(LOADED_CLASS), 'the first load')
    const first = widthOf(img.currentSrc)
    img.style.width = img.style.height = '900px'
    await waitFor(() => widthOf(img.currentSrc) > first && !img.classList.contains(LOADING_CLASS), 'the upgrade')
    const upgraded = widthOf(img.currentSrc)
    const upgradedSizes = img.sizes
    img.style.width = img.style.height = '50px'
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await settle()
    expect(widthOf(img.currentSrc)).to.equal(upgraded)
    expect(img.sizes, 'what the browser is told to pick for').to.equal(upgradedSizes)
    expect(requestsFor(src).map(widthOf)).to.deep.equal([first, upgraded])
  })

  it('fetches for a box scaled by sizeAdjustment', async () => {
    const img = image(400, 400)
    loader.track(img, settings(source(), { sizeAdjustment: 0.5 }))
    await waitFor(() => img.classList.contains(LOADED_CLASS), 'the image to load')
    // Drawn 711 px wide (see above), fetched for half of it.
    expect(widthOf(img.getAttribute('src')!)).to.equal(expectedWidth(711 / 2))
    expect(widthOf(img.currentSrc)).to.equal(expectedWidth(711 / 2))
  })

  it('scales a contained image down only, without stretch', async () => {
    const [stretched, kept] = [image(900, 600), image(900, 600)]
    const small = { dimensions: { width: 300, height: 200 }, cropMode: 'contain' as const, fitAlignment: 'center' as const }
    loader.track(stretched, settings(source(), small))
    loader.track(kept, settings(source(), { ...small, stretch: false }))
    await waitFor(() => stretched.classList.contains(LOADED_CLASS) && kept.classList.contains(LOADED_CLASS), 'the images to load')
    expect([stretched.style.objectFit, kept.style.objectFit]).to.deep.equal(['contain', 'scale-down'])
    // What the browser is told to pick for: the box's 900 px, or the image's own 300 px.
    const ratio = effectivePixelRatio(devicePixelRatio, saveDataRequested()) / devicePixelRatio
    expect([stretched.sizes, kept.sizes]).to.deep.equal([`${Math.ceil(900 * ratio)}px`, `${Math.ceil(300 * ratio)}px`])
  })

  it('loads the smaller width a shrunk box needs with forceImageUpdate', async () => {
    const img = image(900, 900)
    loader.track(img, settings(source('square'), { dimensions: { width: 1000, height: 1000 }, forceImageUpdate: true }))
    await waitFor(() => img.classList.contains(LOADED_CLASS), 'the first load')
    const first = widthOf(img.getAttribute('src')!)
    img.style.width = img.style.height = '50px'
    await waitFor(() => widthOf(img.getAttribute('src')!) < first && !img.classList.contains(LOADING_CLASS), 'the smaller load')
    expect(widthOf(img.getAttribute('src')!)).to.equal(expectedWidth(50))
  })

  it('starts a new load while one is in progress only with allowConcurrentLoads', async () => {
    const queue = new LoadQueue(1)
    const gated = new ImageLoader(queue)
    let open = () => {}
    void queue.run(() => new Promise<void>((resolve) => (open = resolve)))
    try {
      const [waiting, concurrent] = [image(100, 100), image(100, 100)]
      gated.track(waiting, settings(source()))
      gated.track(concurrent, settings(source(), { allowConcurrentLoads: true }))
      await waitFor(() => queue.waiting === 2, 'both first loads to be queued')
      waiting.style.width = concurrent.style.width = '900px'
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      expect(queue.waiting, 'a second load for the concurrent image only').to.equal(3)
      open()
      await waitFor(() => [waiting, concurrent].every((img) => img.classList.contains(LOADED_CLASS) && !img.classList.contains(LOADING_CLASS)), 'the loads')
      await waitFor(() => widthOf(waiting.getAttribute('src')!) === widthOf(concurrent.getAttribute('src')!), 'both at the larger width')
    } finally {
      open()
      gated.disconnect()
    }
  })

  it("draws the image as its parent's background with useBgImage, and takes it back when turned off", async () => {
    const img = image(400, 200)
    const src = source()
    loader.track(img, settings(src, { useBgImage: true }))
    await waitFor(() => img.classList.contains(LOADED_CLASS), 'the image to load')
    expect(container.style.backgroundImage).to.contain(new URL(img.currentSrc).pathname)
    expect([container.style.backgroundSize, container.style.backgroundPosition]).to.deep.equal(['cover', img.style.objectPosition])
    expect(getComputedStyle(img).opacity).to.equal('0')
    loader.track(img, settings(src))
    expect([container.style.backgroundImage, getComputedStyle(img).opacity]).to.deep.equal(['', '1'])
  })

  it('waits for the viewport (200 px margin) in viewport mode, and fetches nothing when told not to load', async () => {
    container.style.paddingTop = `${innerHeight + 600}px`
    const far = image(200, 100)
    const never = image(200, 100)
    const [farSource, neverSource] = [source(), source()]
    loader.track(far, settings(farSource, { load: 'viewport' }))
    loader.track(never, settings(neverSource, { load: false }))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await settle()
    expect(far.hasAttribute('src')).to.equal(false)
    window.scrollTo(0, far.getBoundingClientRect().top + scrollY - innerHeight - 150) // 150 px below the fold
    await waitFor(() => far.classList.contains(LOADED_CLASS), 'the image near the viewport to load')
    expect(requestsFor(neverSource)).to.have.length(0)
    window.scrollTo(0, 0)
  })

  it('loads no more images at a time than its queue allows (16, 1 on mobile)', async () => {
    const queued = new ImageLoader(new LoadQueue(1))
    try {
      const images = [image(100, 60), image(100, 60), image(100, 60)]
      let inFlight = 0
      let most = 0
      const observer = new MutationObserver((records) => {
        for (const { target, attributeName, oldValue } of records) {
          const img = target as HTMLImageElement
          if (attributeName === 'src') most = Math.max(most, ++inFlight)
          else if (img.classList.contains(LOADED_CLASS) && !oldValue?.includes(LOADED_CLASS)) inFlight--
        }
      })
      observer.observe(container, { subtree: true, attributeFilter: ['src', 'class'], attributeOldValue: true })
      images.forEach((img) => queued.track(img, settings(source())))
      await waitFor(() => images.every((img) => img.classList.contains(LOADED_CLASS)), 'all three, one after the other')
      observer.disconnect()
      expect(most).to.equal(1)
    } finally {
      queued.disconnect()
    }
  })

  it('keeps a queued load when the same image gets new settings, and starts over for a new source', async () => {
    const queued = new ImageLoader(new LoadQueue(1))
    try {
      const [first, second] = [image(100, 60), image(100, 60)]
      const secondSource = source()
      queued.track(first, settings(source()))
      queued.track(second, settings(secondSource))
      queued.track(second, settings(secondSource, { focalPoint: { x: 0.2, y: 0.2 } }))
      await waitFor(() => second.classList.contains(LOADED_CLASS), 'the queued image to load')
      const other = source('square')
      queued.track(second, settings(other, { dimensions: { width: 1000, height: 1000 } }))
      expect(second.classList.contains(LOADED_CLASS)).to.equal(false)
      await waitFor(() => second.classList.contains(LOADED_CLASS) && second.currentSrc.includes('square.svg'), 'the new source')
    } finally {
      queued.disconnect()
    }
  })

  it('crops to the focal point for cover, and aligns a contained image', async () => {
    const cover = image(400, 400)
    loader.track(cover, settings(source(), { dimensions: { width: 2000, height: 1000 }, focalPoint: { x: 0.375, y: 0.5 }, load: false }))
    expect(cover.style.objectFit).to.equal('cover')
    // Before the box is known, the focal point's own percentages; then the position that centres it.
    expect(cover.style.objectPosition).to.equal('37.5% 50%')
    await waitFor(() => cover.style.objectPosition === '25% 50%', 'the centred focal point')
    const contain = image(400, 400)
    loader.track(contain, settings(source(), { cropMode: 'contain', fitAlignment: 'top', load: false }))
    expect(contain.style.objectFit).to.equal('contain')
    expect(contain.style.objectPosition).to.equal('center top')
  })

  describe('without useAdvancedPositioning', () => {
    /** An `<img>` styled to fill a positioned, clipping box of `width` × `height` px, as the gallery's are. */
    function placedImage(width: number, height: number): HTMLImageElement {
      const box = document.createElement('div')
      box.style.cssText = `position: relative; overflow: hidden; width: ${width}px; height: ${height}px`
      const img = document.createElement('img')
      img.style.cssText = 'position: absolute; inset: 0; display: block; width: 100%; height: 100%; max-width: 100%'
      img.alt = ''
      box.append(img)
      container.append(box)
      return img
    }
    /** Where the image is drawn, in px from its box's top left corner. */
    const drawnBox = (img: HTMLImageElement) => {
      const [drawn, box] = [img.getBoundingClientRect(), img.parentElement!.getBoundingClientRect()]
      return [drawn.left - box.left, drawn.top - box.top, drawn.width, drawn.height].map((length) => Math.round(length * 10) / 10)
    }
    // 2000×1000 covering 400×400 is drawn 800×400; focal x 0.375 (300 px of 800) is centred by cutting 100 px.
    const offCentre = { dimensions: { width: 2000, height: 1000 }, focalPoint: { x: 0.375, y: 0.5 }, useAdvancedPositioning: false }

    it('draws a cover crop at px offsets in its parent, centred on the focal point, and fetches for that size', async () => {
      const img = placedImage(400, 400)
      loader.track(img, settings(source(), offCentre))
      await waitFor(() => img.classList.contains(LOADED_CLASS), 'the image to load')
      expect(drawnBox(img)).to.deep.equal([-100, 0, 800, 400])
      expect([img.style.left, img.style.top, img.style.width, img.style.height]).to.deep.equal(['-100px', '0px', '800px', '400px'])
      expect(img.style.objectPosition, 'no object-position crop').to.equal('')
      expect(widthOf(img.currentSrc)).to.equal(expectedWidth(800))
    })

    it('places it again in px when its parent is resized', async () => {
      const img = placedImage(400, 400)
      loader.track(img, settings(source(), { ...offCentre, load: false }))
      await waitFor(() => img.style.width === '800px', 'the image to be placed')
      img.parentElement!.style.height = '200px'
      // 2000×1000 covering 400×200 fits exactly: nothing is cut.
      await waitFor(() => img.style.width === '400px', 'the image to be placed again')
      expect(drawnBox(img)).to.deep.equal([0, 0, 400, 200])
    })

    it('gives % of its parent with fixedRatio, which stay right the moment the parent scales', async () => {
      const img = placedImage(400, 400)
      loader.track(img, settings(source(), { ...offCentre, fixedRatio: true, load: false }))
      await waitFor(() => img.style.width !== '100%', 'the image to be placed')
      expect([img.style.left, img.style.top, img.style.width, img.style.height]).to.deep.equal(['-25%', '0%', '200%', '100%'])
      expect(drawnBox(img)).to.deep.equal([-100, 0, 800, 400])
      const box = img.parentElement!
      box.style.width = box.style.height = '250px'
      // Read in the same task, before any observer could have placed it again.
      expect(drawnBox(img)).to.deep.equal([-62.5, 0, 500, 250])
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      expect(drawnBox(img)).to.deep.equal([-62.5, 0, 500, 250])
      expect(img.style.left).to.equal('-25%')
    })

    it('aligns a contained image against fitAlignment', () => {
      const img = placedImage(400, 400)
      loader.track(img, settings(source(), { ...offCentre, cropMode: 'contain', fitAlignment: 'bottom', load: false }))
      return waitFor(() => drawnBox(img).join() === [0, 200, 400, 200].join(), 'the image at the bottom of its box')
    })

    it('gives the image its own styles back, and the object-fit crop, when turned on again or untracked', async () => {
      const img = placedImage(400, 400)
      const src = source()
      loader.track(img, settings(src, { ...offCentre, load: false }))
      await waitFor(() => img.style.width === '800px', 'the image to be placed')
      loader.track(img, settings(src, { ...offCentre, useAdvancedPositioning: true, load: false }))
      expect([img.style.position, img.style.left, img.style.width, img.style.maxWidth], 'its own inline styles').to.deep.equal(['absolute', '0px', '100%', '100%'])
      expect(drawnBox(img)).to.deep.equal([0, 0, 400, 400])
      expect(img.style.objectFit).to.equal('cover')
      await waitFor(() => img.style.objectPosition === '25% 50%', 'the object-position crop to the focal point')
      loader.track(img, settings(src, { ...offCentre, load: false }))
      await waitFor(() => img.style.width === '800px', 'the image to be placed again')
      loader.untrack(img)
      expect(drawnBox(img)).to.deep.equal([0, 0, 400, 400])
    })
  })

  it('refuses a source that is not a web address, and writes no address to the image', () => {
    const warnings: string[] = []
    const original = console.warn
    console.warn = (message: string) => warnings.push(message)
    try {
      const images = ['javascript:alert(1)', ' vbscript:msgbox(1)', 'data:image/svg+xml,<svg onload=alert(1)>'].map((hostile) => {
        const refused = image(10, 10)
        loader.track(refused, settings(hostile, { load: true }))
        return refused
      })
      expect(warnings).to.deep.equal(Array(3).fill('Invalid or missing image source.'))
      expect(images.map((refused) => [refused.getAttribute('src'), refused.getAttribute('srcset')])).to.deep.equal(Array(3).fill([null, null]))
    } finally {
      console.warn = original
    }
  })

  it('warns with the image-loading messages', () => {
    const warnings: string[] = []
    const original = console.warn
    console.warn = (message: string) => warnings.push(message)
    try {
      loader.track(image(10, 10), settings(''))
      loader.track(image(10, 10), settings(source(), { cropMode: 'contain', load: false }))
      expect(warnings).to.deep.equal(['Invalid or missing image source.', 'Missing alignment for content-fit image.'])
      expect(() => loader.track(document.createElement('div') as unknown as HTMLImageElement, settings(source()))).to.throw(
        'Element is not a valid image element.',
      )
    } finally {
      console.warn = original
    }
  })
})
