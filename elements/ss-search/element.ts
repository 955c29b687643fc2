import { createElementClass } from '../../core/element/create-element-class.ts'
import { searchAttributes } from './attributes.ts'

/**
 * @tag ss-search
 * @summary A labelled search box that sends the query to the site's search page (`/search?q=…`); its light-DOM `<form action="/search">` serves without JavaScript.
 *
 * @attr {string} data-block-json - The search block JSON: `{"label": "Search", "placeholder": "…", "buttonText": "Search"}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light-DOM form shows instead.
 *
 * @slot - The no-JavaScript form, `<form action="/search" role="search">` with an `<input name="q">`: shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The form, a search landmark named by `label`.
 * @csspart label - The box's label, visually hidden.
 * @csspart input - The search box.
 * @csspart button - The submit button.
 *
 * @cssprop [--ss-search-gap=0.5em] - Space between the box and the button.
 * @cssprop [--ss-search-border=1px solid var(--ss-color-border, currentColor)] - Border of the box and the button.
 * @cssprop [--ss-search-radius=var(--ss-radius-sm, 4px)] - Corner radius of the box and the button.
 * @cssprop [--ss-search-padding=0.5em 0.75em] - Padding of the box and the button.
 */
export class SsSearch extends createElementClass({
  tag: 'ss-search',
  attributes: searchAttributes,
  load: () => import('./implementation.ts'),
}) {}
