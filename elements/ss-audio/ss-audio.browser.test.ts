import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import '../ss-video/index.ts'
import { SsAudio } from './index.ts'

/** Twelve seconds of a quiet tone, served with the demo site. */
const TONE = '/demo/media/tone.wav'
const audio = (title = 'Episode 1', attributes = '') => `<ss-audio ${attributes}><audio src="${TONE}" title="${title}" controls preload="auto"></audio></ss-audio>`

const shadow = <T extends Element = HTMLElement>(element: Element, selector: string) => element.shadowRoot!.querySelector<T>(selector)
const control = <T extends Element = HTMLElement>(element: Element, part: string) => shadow<T>(element, `[part=${part}]`)!
const media = (element: Element) => element.querySelector('audio')!

describe('<ss-audio>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  async function mount(html: string): Promise<SsAudio[]> {
    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const elements = [...container.querySelectorAll('ss-audio')]
    await waitFor(() => elements.every((element) => shadow(element, '[part=base]')), 'the players to render')
    return elements
  }

  const loaded = (element: SsAudio) => waitFor(() => !control<HTMLInputElement>(element, 'seek').disabled, 'the duration known')

  function recordEvents(element: Element) {
    const events: string[] = []
    for (const name of ['ss-audio-play', 'ss-audio-pause']) element.addEventListener(name, () => events.push(name))
    return events
  }

  it('draws labelled controls in a group named after the audio, in place of the browser’s own', async () => {
    const [element] = await mount(audio('Episode 1'))
    await loaded(element!)
    const group = control(element!, 'base')
    expect(group.getAttribute('role')).to.equal('group')
    expect(group.getAttribute('aria-label')).to.equal('Episode 1')
    const names = ['play', 'seek', 'mute', 'volume'].map((part) => control(element!, part).getAttribute('aria-label'))
    expect(names).to.deep.equal(['Play', 'Seek', 'Mute', 'Volume'])
    expect(control(element!, 'time').textContent).to.equal('0:00 / 0:12')
    expect(control(element!, 'seek').getAttribute('aria-valuetext')).to.equal('0 seconds of 12 seconds')
    expect(media(element!).getBoundingClientRect().height, 'the light-DOM <audio> is not drawn').to.equal(0)
    await expectNoAxeViolations(container)
  })

  it('plays and pauses from the keyboard, with events', async () => {
    const [element] = await mount(audio())
    const events = recordEvents(element!)
    control(element!, 'play').focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => !media(element!).paused, 'playing')
    await waitFor(() => control(element!, 'play').getAttribute('aria-label') === 'Pause', 'the Pause label')
    await sendKeys({ press: 'Space' })
    await waitFor(() => media(element!).paused, 'paused')
    await waitFor(() => events.length === 2, 'both events')
    expect(events).to.deep.equal(['ss-audio-play', 'ss-audio-pause'])
    expect(control(element!, 'play').getAttribute('aria-label')).to.equal('Play')
  })

  it('seeks by 5 s with the arrow keys, 30 s with Page Up and Down, and to either end with Home and End', async () => {
    const [element] = await mount(audio())
    await loaded(element!)
    const seek = control<HTMLInputElement>(element!, 'seek')
    seek.focus()
    const steps: Array<[string, number]> = [
      ['ArrowRight', 5],
      ['ArrowUp', 10],
      ['ArrowLeft', 5],
      ['End', 12],
      ['ArrowDown', 7],
      ['Home', 0],
      ['PageUp', 12],
      ['PageDown', 0],
    ]
    for (const [key, time] of steps) {
      await sendKeys({ press: key })
      await waitFor(() => Math.abs(media(element!).currentTime - time) < 0.1, `${key} to ${time} s`)
    }
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => control(element!, 'time').textContent === '0:05 / 0:12', 'the time shown')
    expect(seek.getAttribute('aria-valuetext')).to.equal('5 seconds of 12 seconds')
  })

  it('sets the volume from its slider and mutes with a toggle button', async () => {
    const [element] = await mount(audio())
    control(element!, 'volume').focus()
    await sendKeys({ press: 'ArrowLeft' })
    await waitFor(() => Math.abs(media(element!).volume - 0.95) < 0.001, 'the volume down a step')
    expect(control(element!, 'volume').getAttribute('aria-valuetext')).to.equal('95%')
    const mute = control(element!, 'mute')
    expect(mute.getAttribute('aria-pressed')).to.equal('false')
    mute.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => media(element!).muted, 'muted')
    await waitFor(() => mute.getAttribute('aria-pressed') === 'true', 'the pressed state')
    expect(control(element!, 'volume').getAttribute('aria-valuetext')).to.equal('0%')
  })

  it('plays one at a time with the other players and the videos of the page', async () => {
    const [first, second] = await mount(audio('One', '') + audio('Two', ''))
    for (const element of [first!, second!]) media(element).muted = true // muted: allowed to start without a gesture
    container.insertAdjacentHTML('beforeend', `<ss-video data-html='<iframe src="https://fast.wistia.net/embed/iframe/x"></iframe>'></ss-video>`)
    const video = container.querySelector('ss-video')!
    await waitFor(() => shadow(video, '[part=play]'), 'the video')
    first!.play()
    await waitFor(() => !media(first!).paused, 'the first playing')
    second!.play()
    await waitFor(() => !media(second!).paused && media(first!).paused, 'only the second playing')
    video.play()
    await waitFor(() => media(second!).paused, 'the audio paused by the video')
    first!.play()
    await waitFor(() => !media(first!).paused && shadow(video, '[part=play]'), 'the video back to its poster')
  })

  it('passes axe in each example of its demo', async () => {
    const demo = await (await fetch(new URL('./demo.html', import.meta.url))).text()
    const elements = await mount(demo.replaceAll('/media/tone.wav', TONE))
    expect(elements).to.have.length(3)
    await Promise.all(elements.map(loaded))
    await expectNoAxeViolations(container)
  })

  it('shows its light DOM when it holds no <audio>, and works again after being moved', async () => {
    const [element] = await mount(audio())
    const other = document.createElement('ss-audio')
    other.innerHTML = '<a href="/episode.mp3">Download the episode</a>'
    container.append(other)
    await waitFor(() => other.shadowRoot!.querySelector('slot'), 'the fallback')
    container.prepend(element!)
    await waitFor(() => control(element!, 'play'), 'the controls after the move')
    element!.remove()
    container.append(element!)
    media(element!).muted = true
    element!.play()
    await waitFor(() => control(element!, 'play').getAttribute('aria-label') === 'Pause', 'playing after re-insertion')
  })

  it('releases its listeners on the <audio> when removed', async () => {
    const [element] = await mount(audio())
    const resources = trackResources()
    try {
      element!.remove()
      await settle()
      container.append(element!)
      await waitFor(() => control(element!, 'play'), 'the controls')
      const before = resources.snapshot({ retained: [element!] })
      for (let cycle = 0; cycle < 20; cycle++) {
        element!.remove()
        await settle()
        container.append(element!)
        await waitFor(() => control(element!, 'play'), 'the controls')
      }
      expect(resources.snapshot({ retained: [element!] })).to.deep.equal(before)
    } finally {
      resources.restore()
    }
  })
})
