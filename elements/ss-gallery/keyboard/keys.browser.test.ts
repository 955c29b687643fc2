import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import '../index.ts'
import { currentSlide, imageSlides, removeGallery, renderGallery, shadow } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('<ss-gallery keys>', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    await emulateMedia({ reducedMotion: null })
  })

  it('steps with the keys the attribute names, by key name or key code, and not with the arrows it leaves out', async () => {
    const gallery = await renderGallery(`keys='{"previous": ["j", 38], "next": "k"}'`, imageSlides(4))
    shadow(gallery, '[part=next]')!.focus()
    await sendKeys({ press: 'k' })
    await waitFor(() => currentSlide(gallery) === 1, 'slide 2 by k')
    await sendKeys({ press: 'k' })
    await waitFor(() => currentSlide(gallery) === 2, 'slide 3 by k')
    await sendKeys({ press: 'ArrowUp' })
    await waitFor(() => currentSlide(gallery) === 1, 'slide 2 by the up arrow (38)')
    await sendKeys({ press: 'ArrowRight' })
    await settle()
    expect(currentSlide(gallery)).to.equal(1)
    await sendKeys({ press: 'j' })
    await waitFor(() => currentSlide(gallery) === 0, 'slide 1 by j')
  })

  it('reports keys that are no keys as bad configuration', async () => {
    const errors: unknown[][] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const container = document.createElement('div')
      container.innerHTML = `<ss-gallery keys='{"next": -1}'>${imageSlides(2)}</ss-gallery>`
      document.body.append(container)
      const gallery = container.querySelector('ss-gallery')!
      await waitFor(() => gallery.hasAttribute('data-ss-error'), 'data-ss-error')
      expect(String(errors[0]?.[0])).to.contain('keys')
      container.remove()
    } finally {
      console.error = original
    }
  })
})
