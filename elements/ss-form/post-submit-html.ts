// Its own module, so that the form imports DOMPurify only once it has post-submit HTML to show.
export { sanitizeHtml as sanitizePostSubmitHtml } from '../../core/html/sanitize-html.ts'
