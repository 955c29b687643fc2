import { describe, expect, it } from 'vitest'
import { renderPage } from '../../server-render/render-page.ts'

const PAGE = '<ss-member-area login-url="/account/login"><p>The sourdough starter, step by step.</p></ss-member-area>'

/** The declarative shadow root the server wrote for the block. */
const shadowRootOf = (html: string) => html.slice(html.indexOf('<template shadowrootmode="open">'), html.indexOf('</template>'))

describe('<ss-member-area> rendered on the server', () => {
  it('gives a visitor the locked text and no slot for the content, so the content is not drawn before or without JavaScript', async () => {
    const { html, warnings } = await renderPage(PAGE, { context: {} })
    expect(warnings).toEqual([])
    const root = shadowRootOf(html)
    expect(root).toContain('role="status"')
    expect(root).toContain('This content is available only to site members.')
    expect(root).toContain('<a part="login-link" href="/account/login">Log in</a>')
    expect(root).not.toContain('<slot data-member-content')
  })

  it('gives a member of the page context a slot for the content, and no locked text', async () => {
    const { html, warnings } = await renderPage(PAGE, { context: { authenticatedAccount: { id: 'member-1' } } })
    expect(warnings).toEqual([])
    const root = shadowRootOf(html)
    expect(root).toContain('<slot data-member-content=""></slot>')
    expect(root).not.toContain('site members')
  })

  it('reads the page’s own #ss-context', async () => {
    const { html } = await renderPage(`<script type="application/json" id="ss-context">{"authenticatedAccount": {"id": "m"}}</script>${PAGE}`)
    expect(shadowRootOf(html)).toContain('data-member-content')
  })
})
