import { useId, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useInBrowser } from '../../core/element/use-in-browser.ts'
import { QUERY_PARAMETER, SEARCH_PAGE, type SearchConfig } from './schema.ts'

/** On the search page, the query searched for, so that the box shows it. */
const currentQuery = () =>
  location.pathname === SEARCH_PAGE ? (new URLSearchParams(location.search).get(QUERY_PARAMETER) ?? '') : ''

/**
 * The search box: a real form (a GET to the search page with the query in `q`), drawn in the shadow root in
 * place of the light-DOM form that serves without JavaScript.
 */
export function Search({ config }: ElementProps<SearchConfig>) {
  // Only the browser knows the address: a server's box (and the one hydrating it) starts empty.
  const inBrowser = useInBrowser()
  const initialQuery = useMemo(() => (inBrowser ? currentQuery() : ''), [inBrowser])
  const box = useRef<HTMLInputElement>(null)
  const id = useId()

  // A blank query would only show an empty results page: the box keeps focus instead.
  const onSubmit = (event: FormEvent) => {
    if (box.current!.value.trim() !== '') return
    event.preventDefault()
    box.current!.focus()
  }

  // Chromium and WebKit clear a search box on Escape by themselves, Firefox does not.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.target !== box.current || box.current.value === '') return
    event.preventDefault()
    box.current.value = ''
  }

  return (
    <form part="base" role="search" aria-label={config.label} action={SEARCH_PAGE} method="get" onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <label part="label" className="visually-hidden" htmlFor={id}>
        {config.label}
      </label>
      <input
        part="input"
        id={id}
        ref={box}
        type="search"
        name={QUERY_PARAMETER}
        defaultValue={initialQuery}
        placeholder={config.placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button part="button" type="submit">
        {config.buttonText}
      </button>
    </form>
  )
}
