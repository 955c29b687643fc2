import { expect } from '@esm-bundle/chai'
import { observeResizeNextFrame } from './resize-next-frame.ts'
import { waitFor } from '../../test/helpers/wait.ts'

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

describe('observeResizeNextFrame', () => {
  let box: HTMLDivElement
  let errors: string[]
  const onError = (event: ErrorEvent) => {
    errors.push(event.message)
    event.preventDefault()
  }
  beforeEach(() => {
    box = document.createElement('div')
    box.style.width = '100px'
    document.body.append(box)
    errors = []
    window.addEventListener('error', onError)
  })
  afterEach(() => {
    box.remove()
    window.removeEventListener('error', onError)
  })

  it('lets a callback that resizes the element it watches settle, with no ResizeObserver loop error', async () => {
    const widths: number[] = []
    const stop = observeResizeNextFrame(box, (entry) => {
      widths.push(entry.contentRect.width)
      if (entry.contentRect.width < 130) box.style.width = `${entry.contentRect.width + 10}px`
    })
    await waitFor(() => widths.at(-1) === 130, 'the width to grow to 130 px, 10 px a frame')
    stop()
    expect(widths).to.deep.equal([100, 110, 120, 130])
    expect(errors).to.deep.equal([])
  })

  it('stops calling once stopped, even for a change seen before', async () => {
    let calls = 0
    const stop = observeResizeNextFrame(box, () => calls++)
    await waitFor(() => calls === 1, 'the first size')
    box.style.width = '200px'
    stop()
    await nextFrame()
    await nextFrame()
    expect(calls).to.equal(1)
  })
})
