import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import './index.ts'
import {
  countScriptRequests,
  linkOf,
  mountComments,
  removeComments,
  setPageContext,
  useFakeCountScript,
} from './test-fixtures/comments-fixture.ts'

const page = () => location.href.split('#')[0]!

describe('<ss-comments>', () => {
  before(useFakeCountScript)
  afterEach(() => {
    removeComments()
    setPageContext(undefined)
  })

  describe('without a comments shortname', () => {
    it("links to the item's #comment-{id} anchor, keeping the author's link text", async () => {
      const element = await mountComments(
        '<ss-comments item-url="/blog/first-post" item-id="42"><a href="/blog/first-post">3 comments</a></ss-comments>',
      )
      expect(linkOf(element).href).to.equal(`${location.origin}/blog/first-post#comment-42`)
      expect(linkOf(element).textContent).to.equal('3 comments')
      expect(linkOf(element).hasAttribute('data-disqus-identifier')).to.equal(false)
      await expectNoAxeViolations(element.parentElement!)
    })

    it("takes the page's address and the page context's item id, and adds a link named by label when there is none", async () => {
      setPageContext({ itemId: '7' })
      const element = await mountComments('<ss-comments label="Join the discussion"></ss-comments>')
      expect(element.querySelectorAll('a')).to.have.length(1)
      expect(linkOf(element).textContent).to.equal('Join the discussion')
      expect(linkOf(element).href).to.equal(`${page()}#comment-7`)
      expect(element.shadowRoot!.querySelector('slot')!.assignedElements()).to.deep.equal([linkOf(element)])
    })

    it('ignores an item address that is not http(s), and loads no count script in view or on focus', async () => {
      const element = await mountComments('<ss-comments item-url="javascript:alert(1)" item-id="9"></ss-comments>')
      expect(linkOf(element).href).to.equal(`${page()}#comment-9`)
      linkOf(element).focus()
      for (let frame = 0; frame < 5; frame++) await nextFrame()
      expect(countScriptRequests()).to.deep.equal([])
      expect(document.getElementById('dsq-count-scr')).to.equal(null)
    })
  })

  describe('with a comments shortname', () => {
    it("links to the service's thread anchor with the item id, and requests nothing while out of view", async () => {
      setPageContext({ websiteSettings: { disqusShortname: 'shop' } })
      const element = await mountComments('<ss-comments item-url="/blog/first-post" item-id="42"></ss-comments>', {
        offscreen: true,
      })
      expect(linkOf(element).href).to.equal(`${location.origin}/blog/first-post#disqus_thread`)
      expect(linkOf(element).dataset.disqusIdentifier).to.equal('42')
      expect(linkOf(element).textContent).to.equal('Comments')
      for (let frame = 0; frame < 5; frame++) await nextFrame()
      expect(countScriptRequests()).to.deep.equal([])
    })

    it('stops watching for view, pointer, focus and consent when removed, and watches again when put back', async () => {
      setPageContext({ websiteSettings: { disqusShortname: 'shop' } })
      const element = await mountComments('<ss-comments item-id="42"></ss-comments>', { offscreen: true })
      const parent = element.parentElement!
      element.remove()
      await settle()
      const resources = trackResources()
      try {
        const before = resources.snapshot({ retained: [element] })
        parent.append(element)
        await waitFor(() => resources.snapshot({ retained: [element] }).intersectionObservers === 1, 'the watch')
        element.remove()
        await settle()
        expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
      } finally {
        resources.restore()
      }
      expect(countScriptRequests()).to.deep.equal([])
    })

    it('treats a shortname the service could not have issued as none', async () => {
      setPageContext({ websiteSettings: { disqusShortname: 'shop"><script>' } })
      const element = await mountComments('<ss-comments item-id="42"></ss-comments>')
      expect(linkOf(element).href).to.equal(`${page()}#comment-42`)
    })
  })
})
