import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsComments } from './element.ts'

SsComments.define()

const COMMENTS = '<ss-comments item-url="/blog/first-post" item-id="42"><a href="/blog/first-post">3 comments</a></ss-comments>'

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-comments>', () => {
  it('hydrates as the server drew it, then points its light-DOM link at the item comments', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(COMMENTS))
    expect(recovered).to.deep.equal([])
    expect(mutations()).to.deep.equal([])
    const link = elements[0]!.querySelector('a')!
    await waitFor(() => link.href === `${location.origin}/blog/first-post#comment-42`, 'the comments address')
    expect(link.assignedSlot).to.equal(elements[0]!.shadowRoot!.querySelector('slot'))
  })
})
