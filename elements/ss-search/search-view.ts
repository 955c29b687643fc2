import { html } from 'lit-html'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { QUERY_PARAMETER, SEARCH_PAGE, type SearchConfig } from './schema.ts'

/** On the search page, the query searched for, so that the box shows it. */
const currentQuery = () =>
  location.pathname === SEARCH_PAGE ? (new URLSearchParams(location.search).get(QUERY_PARAMETER) ?? '') : ''

const queryBox = (event: Event) => (event.currentTarget as HTMLFormElement).elements.namedItem(QUERY_PARAMETER) as HTMLInputElement

// A blank query would only show an empty results page: the box keeps focus instead.
function onSubmit(event: SubmitEvent): void {
  const box = queryBox(event)
  if (box.value.trim() !== '') return
  event.preventDefault()
  box.focus()
}

// Chromium and WebKit clear a search box on Escape by themselves, Firefox does not.
function onKeyDown(event: KeyboardEvent): void {
  const box = event.target as HTMLInputElement
  if (event.key !== 'Escape' || box.name !== QUERY_PARAMETER || box.value === '') return
  event.preventDefault()
  box.value = ''
}

/**
 * The search box: a real form (a GET to the search page with the query in `q`), drawn in the shadow root in
 * place of the light-DOM form that serves without JavaScript. A form needs no renderer's state, so it is drawn
 * with lit-html and a page with a search box loads no React.
 */
export function searchView(): LitView<SearchConfig> {
  const initialQuery = currentQuery()
  return {
    render: (config) => html`<form
      part="base"
      role="search"
      aria-label=${config.label}
      action=${SEARCH_PAGE}
      method="get"
      @submit=${onSubmit}
      @keydown=${onKeyDown}
    >
      <label part="label" class="visually-hidden" for="query">${config.label}</label>
      <input
        part="input"
        id="query"
        type="search"
        name=${QUERY_PARAMETER}
        .defaultValue=${initialQuery}
        placeholder=${config.placeholder}
        autocomplete="off"
        enterkeyhint="search"
      />
      <button part="button" type="submit">${config.buttonText}</button>
    </form>`,
  }
}
