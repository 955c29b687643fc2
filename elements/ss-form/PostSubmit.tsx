import DOMPurify from 'dompurify'
import { useMemo, type Ref } from 'react'

export interface PostSubmitProps {
  text: string
  /** Author HTML, sanitised here: it may come from anywhere the block JSON does. */
  html: string
  ref: Ref<HTMLDivElement>
}

/**
 * HTML only (no SVG or MathML, whose parsing differences feed mutation XSS) and no form controls: a thank-you
 * message has no use for them, and a form inside it would submit to the page or ask for a password.
 */
const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea'],
}

/** What replaces the form once submitted: the submission text and the post-submit HTML (000 §4). */
export function PostSubmit({ text, html, ref }: PostSubmitProps) {
  const safeHtml = useMemo(() => DOMPurify.sanitize(html, SANITIZE_OPTIONS), [html])
  return (
    <div ref={ref} className="success" part="success" tabIndex={-1}>
      {text && <p className="submission-text">{text}</p>}
      {safeHtml && <div className="post-submit" dangerouslySetInnerHTML={{ __html: safeHtml }} />}
    </div>
  )
}
