import { expect } from '@esm-bundle/chai'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { scrollToElement, scrollToPosition } from './scroll-to.ts'
import type { TweenState } from './tween.ts'

describe('scroll-to', () => {
  let container: HTMLElement
  let target: HTMLElement

  beforeEach(() => {
    container = document.createElement('div')
    container.innerHTML = `<div style="height: 2000px"></div><p id="scroll-target">Target</p><div style="height: 3000px"></div>`
    document.body.append(container)
    target = container.querySelector('p')!
  })
  afterEach(async () => {
    container.remove()
    scrollTo(0, 0)
    await emulateMedia({ reducedMotion: null })
  })

  it('scrolls an element to 30 px below the top, eased over 50 ms', async () => {
    const positions: number[] = []
    const started = performance.now()
    const animation = scrollToElement(target)
    const states: TweenState[] = [animation.state as TweenState]
    const record = () => {
      positions.push(scrollY)
      if (animation.state !== 'ended') requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
    await animation.finished
    states.push(animation.state as TweenState)
    expect(performance.now() - started).to.be.at.least(50)
    expect(Math.round(target.getBoundingClientRect().top)).to.equal(30)
    expect(states).to.deep.equal(['started', 'ended'])
    expect(positions, 'scrolling down all the way').to.deep.equal([...positions].sort((a, b) => a - b))
  })

  it('scrolls to a position inside a scrolling box', async () => {
    container.style.cssText = 'height: 300px; overflow: auto'
    await scrollToPosition(1000, { scroller: container }).finished
    expect(container.scrollTop).to.equal(1000)
    expect(scrollY).to.equal(0)
  })

  it('jumps at once under reduced motion, however long the scroll would take', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    const started = performance.now()
    await scrollToPosition(800, { min: 1000, max: 1000 }).finished
    expect(scrollY).to.equal(800)
    expect(performance.now() - started).to.be.lessThan(500)
  })
})
