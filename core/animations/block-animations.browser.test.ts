import { expect } from '@esm-bundle/chai'
import { startRuntime, stopRuntime } from '../runtime/start-runtime.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { resetEditorState, setEditorState } from '../editor/editor-state.ts'
import { startBlockAnimations } from './block-animations.ts'

const BLOCK_HEIGHT = 200
let container: HTMLElement | undefined
let stop: (() => void) | undefined

/** A page with a block `BLOCK_HEIGHT` px tall (or `height`) that starts one viewport and 500 px down. */
function page(inner = 'Block', { height = BLOCK_HEIGHT, animation = 'fade' } = {}): HTMLElement {
  container = document.createElement('div')
  container.innerHTML = `<div style="height: ${innerHeight + 500}px"></div>
    <section data-animation="${animation}" style="height: ${height}px">${inner}</section>
    <div style="height: ${innerHeight * 3}px"></div>`
  document.body.append(container)
  return container.querySelector('section')!
}

/** Scrolls so that `visible` px of the block show at the bottom of the viewport. */
function reveal(block: HTMLElement, visible: number): void {
  scrollTo(0, block.offsetTop - innerHeight + visible)
}

const frames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame)
}
const isLoaded = (block: Element) => block.classList.contains('loaded')

describe('block animations', () => {
  afterEach(async () => {
    stop?.()
    stop = undefined
    container?.remove()
    resetEditorState()
    scrollTo(0, 0)
    await emulateMedia({ reducedMotion: null })
  })

  it('hides a block out of view and shows it once half of it is visible', async () => {
    const block = page()
    stop = startBlockAnimations()
    await frames(3)
    expect(isLoaded(block)).to.equal(false)
    expect(getComputedStyle(block).opacity).to.equal('0')
    reveal(block, BLOCK_HEIGHT * 0.3)
    await frames(3)
    expect(isLoaded(block), 'loaded at 30 % visible').to.equal(false)
    reveal(block, BLOCK_HEIGHT * 0.75)
    await waitFor(() => isLoaded(block), 'the block to be loaded')
  })

  it('starts a scale block at 0.94 of its size', async () => {
    const block = page('Block', { animation: 'scale' })
    stop = startBlockAnimations()
    expect(new DOMMatrix(getComputedStyle(block).transform).a).to.be.closeTo(0.94, 0.001)
  })

  it('shows a block taller than the viewport as soon as it shows at all', async () => {
    const block = page('Tall', { height: innerHeight * 2 })
    stop = startBlockAnimations()
    reveal(block, 100)
    await waitFor(() => isLoaded(block), 'the tall block to be loaded')
  })

  it('waits for the images loading in the block', async () => {
    const block = page('<img alt="" width="100" height="100">')
    const image = block.querySelector('img')!
    const completeWhenLoaded: boolean[] = []
    new MutationObserver(() => completeWhenLoaded.push(image.complete)).observe(block, { attributeFilter: ['class'] })
    image.src = `${new URL('../images/test-images/square.svg', import.meta.url).pathname}?animation=${Math.random()}`
    expect(image.complete).to.equal(false)
    reveal(block, BLOCK_HEIGHT)
    stop = startBlockAnimations()
    await waitFor(() => isLoaded(block), 'the block to be loaded')
    expect(completeWhenLoaded).to.deep.equal([true])
  })

  it('shows a block taller than the viewport once it shows, without waiting for images far below in it', async () => {
    const source = new URL('../images/test-images/square.svg', import.meta.url).pathname
    const block = page(
      `<img class="near" alt="" width="100" height="100" src="${source}?near=${Math.random()}">
       <div style="height: ${innerHeight * 6}px"></div>
       <img class="far" alt="" width="100" height="100" loading="lazy" src="${source}?far=${Math.random()}">`,
      { height: innerHeight * 8 },
    )
    stop = startBlockAnimations()
    reveal(block, 100)
    await waitFor(() => isLoaded(block), 'the tall block to be loaded')
    expect(block.querySelector<HTMLImageElement>('img.near')!.complete).to.equal(true)
  })

  it('leaves every block as it is in edit mode: shown, without the class', async () => {
    setEditorState({ editing: true })
    const block = page()
    stop = startBlockAnimations()
    reveal(block, BLOCK_HEIGHT)
    await frames(3)
    expect(isLoaded(block)).to.equal(false)
    expect(getComputedStyle(block).opacity).to.equal('1')
  })

  it('stops, showing every block as it is, when the page enters edit mode meanwhile', async () => {
    const block = page()
    stop = startBlockAnimations()
    expect(getComputedStyle(block).opacity).to.equal('0')
    setEditorState({ editing: true })
    expect(getComputedStyle(block).opacity).to.equal('1')
    reveal(block, BLOCK_HEIGHT)
    await frames(3)
    expect(isLoaded(block)).to.equal(false)
  })

  it('shows every block at once under reduced motion', async () => {
    const block = page()
    await emulateMedia({ reducedMotion: 'reduce' })
    stop = startBlockAnimations()
    expect(isLoaded(block)).to.equal(true)
  })

  it('stops watching once stopped, and takes its styles away', async () => {
    const block = page()
    startBlockAnimations()()
    reveal(block, BLOCK_HEIGHT)
    await frames(3)
    expect(isLoaded(block)).to.equal(false)
    expect(getComputedStyle(block).opacity).to.equal('1')
  })

  it('is started by the page runtime', async () => {
    const block = page()
    reveal(block, BLOCK_HEIGHT)
    await startRuntime()
    try {
      await waitFor(() => isLoaded(block), 'the block to be loaded')
    } finally {
      stopRuntime()
    }
  })
})
