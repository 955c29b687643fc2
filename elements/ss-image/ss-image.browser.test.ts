import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import { SsImage } from './index.ts'

let run = 0
/** A test image's address, new to the page each time so that no cached copy answers. */
const source = () => `${new URL('../../core/images/test-images/landscape.svg', import.meta.url).pathname}?image=${Date.now()}-${++run}`

describe('<ss-image>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  function mount(attributes = '', image = ''): SsImage {
    container = document.createElement('div')
    container.innerHTML = `<ss-image ${attributes}><img data-src="${source()}" data-image-dimensions="1600x900" alt="The bay" ${image}></ss-image>`
    document.body.append(container)
    return container.querySelector('ss-image')!
  }
  const imageOf = (element: SsImage) => element.querySelector('img')!
  const rendered = (element: SsImage) => waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the image block to render')

  it('holds the image box from data-image-dimensions before anything loads', async () => {
    const element = mount('style="width: 400px"')
    // Drawn in a microtask of the task that added it, before the browser paints.
    await Promise.resolve()
    expect(imageOf(element).getBoundingClientRect().height).to.be.closeTo(225, 0.5)
    await rendered(element)
    expect(imageOf(element).getBoundingClientRect().height).to.be.closeTo(225, 0.5)
    await waitFor(() => imageOf(element).classList.contains('loaded'), 'the image to load')
    expect(imageOf(element).getBoundingClientRect().height).to.be.closeTo(225, 0.5)
  })

  it('loads the published width the box needs, from a srcset of published widths', async () => {
    const element = mount('style="width: 400px"')
    await waitFor(() => imageOf(element).classList.contains('loaded'), 'the image to load')
    const image = imageOf(element)
    expect(image.srcset).to.contain('500w')
    expect(image.srcset).not.to.contain('2500w')
    expect(new URL(image.currentSrc).searchParams.get('format')).to.match(/^\d+w$/)
  })

  it('fetches for its box scaled by size-adjustment, and scales a contained image down only without stretch', async () => {
    const element = mount('style="width: 400px" size-adjustment="0.25" crop-mode="contain" stretch="false"')
    await waitFor(() => imageOf(element).classList.contains('loaded'), 'the image to load')
    const image = imageOf(element)
    // 400 px drawn, asked for a quarter: 100 px at a ratio of 1, and never more than 300 at 2 or 3.
    expect(Number(/format=(\d+)w/.exec(image.getAttribute('src')!)![1])).to.equal(devicePixelRatio === 1 ? 100 : 300)
    expect(image.style.objectFit).to.equal('scale-down')
  })

  it('crops around the focal point when the box has another shape', async () => {
    const element = mount('style="width: 400px; --ss-image-aspect-ratio: 1"', 'data-image-focal-point="0,0.5"')
    await rendered(element)
    await waitFor(() => imageOf(element).style.objectPosition !== '', 'the image to be positioned')
    expect(imageOf(element).getBoundingClientRect().height).to.be.closeTo(400, 0.5)
    expect(imageOf(element).style.objectFit).to.equal('cover')
    expect(imageOf(element).style.objectPosition).to.match(/^0%/)
  })

  it('places the image at offsets in its box without use-advanced-positioning, in % of it with fixed-ratio', async () => {
    /** Where the image is drawn, in px from the block's top left corner. */
    const drawnBox = (element: SsImage) => {
      const [drawn, box] = [imageOf(element).getBoundingClientRect(), element.getBoundingClientRect()]
      return [drawn.left - box.left, drawn.top - box.top, drawn.width, drawn.height].map((length) => Math.round(length))
    }
    // 1600×900 covering 400×400 is drawn 711 px wide; focal x 0.7 (498 px) is centred by cutting 298 px before it.
    const element = mount('style="width: 400px; --ss-image-aspect-ratio: 1" use-advanced-positioning="false"', 'data-image-focal-point="0.7,0.5"')
    await waitFor(() => drawnBox(element).join() === '-298,0,711,400', 'the image placed on its focal point')
    expect(element.getBoundingClientRect().height, 'the block keeps its shape').to.be.closeTo(400, 0.5)
    expect(imageOf(element).style.left).to.match(/px$/)
    element.fixedRatio = true
    await waitFor(() => imageOf(element).style.left.endsWith('%'), 'the offsets in %')
    element.style.width = '200px'
    // Read in the same task as the resize, before any observer could place it again.
    expect(drawnBox(element)).to.deep.equal([-149, 0, 356, 200])
    element.useAdvancedPositioning = true
    await waitFor(() => imageOf(element).style.position === '', 'the placement taken back')
    expect(drawnBox(element)).to.deep.equal([0, 0, 200, 200])
    expect(imageOf(element).style.objectFit).to.equal('cover')
  })

  it('loads lazily, and at once when eager', async () => {
    const element = mount('style="margin-top: 5000px; width: 400px"')
    await rendered(element)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(imageOf(element).hasAttribute('src')).to.equal(false)
    element.eager = true
    await waitFor(() => imageOf(element).classList.contains('loaded'), 'the eager image to load')
  })

  it('is narrow under 415 px wide, and not from 415 px', async () => {
    const element = mount('style="width: 414px"')
    await rendered(element)
    await waitFor(() => element.classList.contains('narrow'), 'the narrow class')
    element.style.width = '415px'
    await waitFor(() => !element.classList.contains('narrow'), 'the narrow class to go')
    element.style.width = '200px'
    await waitFor(() => element.classList.contains('narrow'), 'the narrow class again')
    expect(getComputedStyle(element).width).to.equal('200px')
  })

  it('leaves the page clean when removed, and works again when put back', async () => {
    const element = mount('style="width: 300px"')
    await rendered(element)
    await waitFor(() => element.classList.contains('narrow'), 'the narrow class')
    element.remove()
    await settle()
    expect(element.classList.contains('narrow')).to.equal(false)
    expect(element.style.cssText).to.equal('width: 300px;')
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      container.append(element)
      await waitFor(() => element.classList.contains('narrow'), 'the narrow class again')
      // The image's own request keeps its load listeners until it ends, removed or not: wait for it to end.
      await waitFor(() => element.querySelector('img')?.complete, 'the image request to end')
      element.remove()
      await settle()
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
    } finally {
      resources.restore()
    }
  })

  it('has no axe violations', async () => {
    const element = mount('style="width: 400px"')
    await rendered(element)
    await expectNoAxeViolations(container)
  })

  it('has an axe-clean demo', async () => {
    container = document.createElement('div')
    container.innerHTML = await (await fetch(new URL('./demo.html', import.meta.url))).text()
    document.body.append(container)
    const elements = [...container.querySelectorAll('ss-image')]
    await waitFor(() => elements.every((element) => element.shadowRoot?.querySelector('[part]')), 'the demo to render')
    await expectNoAxeViolations(container)
  })
})
