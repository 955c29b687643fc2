import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { nextFrame, waitForEvent } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsSearch } from './index.ts'

const FALLBACK = `<form action="/search" role="search" aria-label="Search">
  <label>Search <input type="search" name="q"></label><button>Search</button>
</form>`

describe('<ss-search>', () => {
  let container: HTMLElement
  let results: HTMLIFrameElement
  beforeEach(() => {
    container = document.createElement('div')
    results = document.createElement('iframe')
    results.name = 'results'
    results.title = 'Results'
    document.body.append(container, results)
  })
  afterEach(() => {
    container.remove()
    results.remove()
  })

  async function mount(html: string): Promise<SsSearch> {
    container.innerHTML = html
    const element = container.querySelector('ss-search')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the element to render')
    // The results open in the frame, so that the test page stays.
    element.shadowRoot!.querySelector('form')!.target = 'results'
    return element
  }
  const box = (element: SsSearch) => element.shadowRoot!.querySelector<HTMLInputElement>('input')!
  const resultsAddress = () => results.contentWindow!.location

  it('is a labelled search landmark that sends the typed query to /search?q= on Enter', async () => {
    const element = await mount(`<ss-search placeholder="Recipes, events…">${FALLBACK}</ss-search>`)
    const form = element.shadowRoot!.querySelector('form')!
    expect(form.getAttribute('role')).to.equal('search')
    expect(form.getAttribute('aria-label')).to.equal('Search')
    expect(box(element).labels![0]!.textContent).to.equal('Search')
    expect(box(element).placeholder).to.equal('Recipes, events…')
    await expectNoAxeViolations(container)

    box(element).focus()
    await sendKeys({ type: 'lemon tart' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => resultsAddress().pathname === '/search', 'the search page')
    expect(resultsAddress().search).to.equal('?q=lemon+tart')
  })

  it('keeps focus in the box rather than searching for nothing', async () => {
    const element = await mount('<ss-search></ss-search>')
    box(element).focus()
    await sendKeys({ type: '   ' })
    await sendKeys({ press: 'Enter' })
    await nextFrame()
    expect(resultsAddress().href).to.equal('about:blank')
    expect(element.shadowRoot!.activeElement).to.equal(box(element))
  })

  it('clears the box on Escape', async () => {
    const element = await mount('<ss-search></ss-search>')
    box(element).focus()
    await sendKeys({ type: 'brunch' })
    await sendKeys({ press: 'Escape' })
    expect(box(element).value).to.equal('')
  })

  it('shows the query searched for on the search page', async () => {
    const page = location.pathname + location.search
    history.replaceState(null, '', '/search?q=opening+hours')
    try {
      const element = await mount('<ss-search></ss-search>')
      expect(box(element).value).to.equal('opening hours')
    } finally {
      history.replaceState(null, '', page)
    }
  })

  it('takes its texts from the block JSON, and shows the light-DOM form when the configuration is unusable', async () => {
    const element = await mount(`<ss-search data-block-json='{"label": "Find", "buttonText": "Go"}'>${FALLBACK}</ss-search>`)
    expect(element.shadowRoot!.querySelector('button')!.textContent).to.equal('Go')
    expect(box(element).labels![0]!.textContent).to.equal('Find')

    const failed = waitForEvent(element, 'ss-error')
    element.setAttribute('data-block-json', '{"label": 5}')
    await failed
    // ss-error fires as the configuration is read; the light DOM's slot is drawn in the commit that follows.
    await waitFor(() => element.shadowRoot!.querySelector('slot'), 'the light-DOM form')
    const slot = element.shadowRoot!.querySelector('slot')!
    const fallback = slot.assignedElements()[0] as HTMLFormElement
    expect(fallback.getAttribute('action')).to.equal('/search')
    expect((fallback.elements.namedItem('q') as HTMLInputElement).type).to.equal('search')
  })
})
