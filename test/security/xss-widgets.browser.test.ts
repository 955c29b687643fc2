import { expect } from '@esm-bundle/chai'
import '../../elements/ss-social-feed/index.ts'
import '../../elements/ss-summary/index.ts'
import {
  clearPageContext,
  renderedContent,
  routeWidgetCalls,
  setPageContext,
  type RoutedWidgetCalls,
} from '../../core/widgets/widget-test-helpers.test.ts'
import { XSS_VECTORS } from '../fixtures/xss/index.ts'
import { waitFor } from '../helpers/wait.ts'
import { scriptableNodes } from './security-pages.ts'
import { letVectorsRun, recordExecutions } from './xss-recorder.ts'

const BATCH = 64
const batches = Array.from({ length: Math.ceil(XSS_VECTORS.length / BATCH) }, (_, i) => XSS_VECTORS.slice(i * BATCH, (i + 1) * BATCH))

describe(`widget HTML (<ss-social-feed>, <ss-summary>) against ${XSS_VECTORS.length} XSS vectors (DOMPurify's fixtures, the OWASP cheat sheet)`, () => {
  let recorder: ReturnType<typeof recordExecutions>
  let routed: RoutedWidgetCalls | undefined
  let container: HTMLElement | undefined
  beforeEach(() => {
    setPageContext({ website: { id: 'w1' } })
    recorder = recordExecutions()
  })
  afterEach(() => {
    recorder.restore()
    routed?.restore()
    container?.remove()
    clearPageContext()
  })

  batches.forEach((vectors, batch) => {
    it(`runs none of vectors ${batch * BATCH + 1}-${batch * BATCH + vectors.length} answered as a feed's or a summary's HTML, and keeps no style`, async () => {
      // Each block is answered with its own vector, found by the block id the request names.
      routed = routeWidgetCalls((call) => {
        const { id } = JSON.parse(call.form['widgetJSON']!) as { id: string }
        return Response.json({ html: vectors[Number(id)] })
      })
      container = document.createElement('div')
      container.innerHTML = vectors
        .map((_, i) =>
          i % 2 ? `<ss-summary id="block-${i}" collection-id="events"></ss-summary>` : `<ss-social-feed id="block-${i}" type="flickr"></ss-social-feed>`,
        )
        .join('')
      document.body.append(container)
      const feeds = [...container.querySelectorAll<HTMLElement>('ss-social-feed, ss-summary')]
      await waitFor(() => feeds.every((feed) => feed.dataset.state === 'rendered'), 'every feed to render')
      await letVectorsRun(container)

      expect(recorder.executed).to.deep.equal([])
      expect(scriptableNodes(container)).to.deep.equal([])
      expect(feeds.filter((feed) => !renderedContent(feed)), 'blocks showing no content box').to.deep.equal([])
      expect(feeds.filter((feed) => renderedContent(feed)!.querySelector('style, [style], form, input'))).to.deep.equal([])
      expect(routed.calls).to.have.length(vectors.length)
    })
  })
})
