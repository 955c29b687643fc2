import { expect } from '@esm-bundle/chai'
import { waitFor } from '../../test/helpers/wait.ts'
import { setCountScriptUrl } from './count-script.ts'
import './index.ts'
import { linkOf, mountComments, removeComments, setPageContext } from './test-fixtures/comments-fixture.ts'

// A page of its own: the count script is tried once per page.
describe('<ss-comments> when the count script cannot be loaded', () => {
  before(() => {
    setCountScriptUrl('/elements/ss-comments/test-fixtures/no-such-count.js?shortname={shortname}')
    setPageContext({ websiteSettings: { disqusShortname: 'shop' } })
  })
  after(() => {
    removeComments()
    setPageContext(undefined)
  })

  it('leaves the link to the thread as it is', async () => {
    const failed = new Promise((resolve) => document.addEventListener('error', resolve, { capture: true, once: true }))
    const element = await mountComments('<ss-comments item-url="/blog/first-post" item-id="42"></ss-comments>')
    await failed
    await waitFor(() => document.getElementById('dsq-count-scr'), 'the count script')
    expect(linkOf(element).textContent).to.equal('Comments')
    expect(linkOf(element).href).to.equal(`${location.origin}/blog/first-post#disqus_thread`)
  })
})
