import { expect } from '@esm-bundle/chai'
import { sendKeys, sendMouse } from '@web/test-runner-commands'
import '../../elements/ss-gallery/index.ts'
import { imageSlides, removeGallery, renderGallery } from '../../elements/ss-gallery/test/gallery-fixture.ts'
import '../../elements/ss-image/index.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { resetPageContext } from '../context/page-context.ts'
import { deepActiveElement } from '../dom/focus.ts'

const setPinMode = (mode: string | undefined) => {
  if (mode === undefined) delete window.SS_CONTEXT
  else window.SS_CONTEXT = { websiteSettings: { pinterestOverlayOptions: { mode } } }
  resetPageContext()
}

const pinterestRequests = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('pinterest'))
    .map((entry) => entry.name)

const opacityOf = (element: Element) => getComputedStyle(element).opacity

async function hover(element: Element) {
  const box = element.getBoundingClientRect()
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] })
}

describe('the pin button over images', () => {
  let container: HTMLElement | undefined
  let opened: unknown[][]
  const open = window.open
  beforeEach(async () => {
    opened = []
    window.open = ((...args: unknown[]) => {
      opened.push(args)
      return null
    }) as typeof window.open
    await sendMouse({ type: 'move', position: [0, 0] })
  })
  afterEach(() => {
    window.open = open
    container?.remove()
    removeGallery()
    setPinMode(undefined)
  })

  async function mountImage(): Promise<HTMLElement> {
    container = document.createElement('div')
    container.style.width = '400px'
    container.innerHTML = `<button type="button">Before</button><ss-image><img data-src="${
      new URL('../images/test-images/landscape.svg', import.meta.url).pathname
    }" data-image-dimensions="1600x900" alt="The bay at dusk"></ss-image>`
    document.body.append(container)
    const element = container.querySelector('ss-image')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the image block to render')
    await waitFor(() => element.querySelector('img')!.currentSrc, 'the image to load')
    return element
  }

  it('is not there when the site sets no mode, or the mode `disabled`', async () => {
    let element = await mountImage()
    expect(element.shadowRoot!.querySelector('[part=pin-button]')).to.equal(null)
    container!.remove()
    setPinMode('disabled')
    element = await mountImage()
    expect(element.shadowRoot!.querySelector('[part=pin-button]')).to.equal(null)
  })

  it('shows on an image block on hover, and opens the pin page of the image shown on click, the only request to the platform', async () => {
    setPinMode('enabled')
    const element = await mountImage()
    const button = element.shadowRoot!.querySelector<HTMLButtonElement>('[part=pin-button]')!
    expect(button.textContent).to.equal('Pin it')
    expect(opacityOf(button)).to.equal('0')

    await hover(element)
    await waitFor(() => opacityOf(button) === '1', 'the button to show')
    button.click()
    const image = element.querySelector('img')!
    const page = new URL(location.href)
    page.hash = ''
    const pin = new URL('https://www.pinterest.com/pin/create/button/')
    pin.searchParams.set('url', page.href)
    pin.searchParams.set('media', image.currentSrc)
    pin.searchParams.set('description', 'The bay at dusk')
    expect(opened).to.deep.equal([[pin.href, '_blank', 'noopener,noreferrer']])
    expect(pinterestRequests()).to.deep.equal([])
    await expectNoAxeViolations(container!)
  })

  it('shows on keyboard focus, and Enter opens the pin page', async () => {
    setPinMode('enabled')
    const element = await mountImage()
    container!.querySelector('button')!.focus()
    await sendKeys({ press: 'Tab' })
    const button = element.shadowRoot!.querySelector<HTMLButtonElement>('[part=pin-button]')!
    expect(deepActiveElement()).to.equal(button)
    await waitFor(() => opacityOf(button) === '1', 'the button to show')
    await sendKeys({ press: 'Enter' })
    expect(opened).to.have.length(1)
    expect(new URL(opened[0]![0] as string).searchParams.get('description')).to.equal('The bay at dusk')
  })

  it("sits over each image of a gallery, and pins that slide's image", async () => {
    setPinMode('enabled')
    const gallery = await renderGallery('design="grid" lightbox="false"', imageSlides(2, (i) => ({ alt: `Slide ${i + 1}` })))
    await waitFor(() => gallery.shadowRoot!.querySelectorAll('[part=pin-button]').length === 2, 'the pin buttons')
    const [, second] = gallery.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=pin-button]')
    const media = second!.parentElement!
    await waitFor(() => media.querySelector('img')!.currentSrc, 'the image to show')
    await hover(media)
    await waitFor(() => opacityOf(second!) === '1', 'the button to show')
    second!.click()
    const pinned = new URL(opened[0]![0] as string)
    expect(pinned.searchParams.get('description')).to.equal('Slide 2')
    expect(pinned.searchParams.get('media')).to.equal(media.querySelector('img')!.currentSrc)
    expect(pinterestRequests()).to.deep.equal([])
  })
})
