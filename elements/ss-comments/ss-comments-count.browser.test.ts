import { expect } from '@esm-bundle/chai'
import { nextFrame } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import './index.ts'
import {
  countScriptRequests,
  linkOf,
  mountComments,
  removeComments,
  setPageContext,
  useFakeCountScript,
} from './test-fixtures/comments-fixture.ts'

// A page of its own: the count script loads once per page, so this file sees the page's first load.
describe('<ss-comments> loading the comment-count script', () => {
  before(() => {
    useFakeCountScript()
    setPageContext({ websiteSettings: { disqusShortname: 'shop' } })
    window.fakeCommentCounts = { '42': 3, '43': 0 }
  })
  after(() => {
    removeComments()
    setPageContext(undefined)
  })

  it('loads it once a link comes into view, once for the page; a later link in view is counted again', async () => {
    const first = await mountComments('<ss-comments item-id="42"></ss-comments>', { offscreen: true })
    const second = await mountComments('<ss-comments item-id="43"></ss-comments>', { offscreen: true })
    for (let frame = 0; frame < 5; frame++) await nextFrame()
    expect(countScriptRequests()).to.deep.equal([])

    first.scrollIntoView()
    await waitFor(() => linkOf(first).textContent === '3 Comments', 'the first count')
    expect(window.fakeCount!.loads).to.deep.equal(['shop'])
    expect(linkOf(second).textContent).to.equal('0 Comments')
    expect(window.fakeCount!.recounts).to.equal(0)

    second.scrollIntoView()
    await waitFor(() => window.fakeCount!.recounts === 1, 'the recount')
    expect(countScriptRequests()).to.have.length(1)
    expect(document.querySelectorAll('#dsq-count-scr')).to.have.length(1)
    expect(countScriptRequests().filter((name) => name.includes('disqus.com'))).to.deep.equal([])
  })
})
