import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsAudio } from './element.ts'

SsAudio.define()

const AUDIO = '<ss-audio><audio src="/demo/media/tone.wav" title="Episode 12" controls preload="auto"></audio></ss-audio>'

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-audio>', () => {
  it('hydrates the controls as the server drew them, then shows what the browser loaded, and plays', async () => {
    const { elements, recovered } = await hydrate(serverRendered(AUDIO))
    expect(recovered).to.deep.equal([])
    const element = elements[0]!
    const part = <T extends HTMLElement>(name: string) => element.shadowRoot!.querySelector<T>(`[part=${name}]`)!
    // The audio may have loaded its length before hydration: shown once hydrated, in the nodes the server drew.
    const time = part('time')
    await waitFor(() => time.textContent === '0:00 / 0:12', 'the length of the tone')
    expect(part('time')).to.equal(time)
    expect(part('seek')).to.have.property('disabled', false)
    const events: string[] = []
    element.addEventListener('ss-audio-play', () => events.push('ss-audio-play'))
    part('play').focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => part('play').getAttribute('aria-label') === 'Pause', 'the Pause label')
    expect(events).to.deep.equal(['ss-audio-play'])
    element.querySelector('audio')!.pause()
  })
})
