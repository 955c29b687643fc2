import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered, withoutInputRewrites } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsShare } from './element.ts'

SsShare.define()

const SHARE = '<ss-share url="https://example.com/post" share-title="A post" image="https://example.com/cover.jpg"></ss-share>'

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-share>', () => {
  afterEach(() => delete (navigator as unknown as Record<string, unknown>).clipboard)

  it('hydrates the links the server drew from its configuration, and copies the link', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(SHARE))
    expect(recovered).to.deep.equal([])
    const element = elements[0]!
    const button = element.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!
    // Whether the device has a share sheet only the browser knows: where it has one, the button says so once hydrated.
    const sheet = typeof navigator.share === 'function'
    expect(withoutInputRewrites(mutations())).to.deep.equal(sheet ? ['characterData # '] : [])
    const links = [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part=link]')]
    expect(new URL(links[0]!.href).searchParams.get('u')).to.equal('https://example.com/post')
    if (sheet) return
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void written.push(text) }, configurable: true })
    button.click()
    await waitFor(() => element.shadowRoot!.querySelector('[role=status]')!.textContent === 'Link copied', 'the status')
    expect(written).to.deep.equal(['https://example.com/post'])
  })
})
