import { useEffect, useMemo, useState, type Ref } from 'react'

export interface PostSubmitProps {
  text: string
  /** Author HTML, sanitised before it is shown. */
  html: string
  ref: Ref<HTMLDivElement>
}

type Sanitizer = typeof import('./post-submit-html.ts')
let sanitizer: Sanitizer | undefined

/**
 * Loads the sanitiser (DOMPurify), which only a form with post-submit HTML needs, and only once it is sent:
 * the submission waits for it before it shows its success, so the HTML appears with the text.
 */
export function loadPostSubmitSanitizer(): Promise<void> {
  return import('./post-submit-html.ts').then((module) => {
    sanitizer = module
  })
}

/** What replaces the form once submitted: the submission text and the post-submit HTML. */
export function PostSubmit({ text, html, ref }: PostSubmitProps) {
  // Post-submit HTML that arrives with new block data after the success may find the sanitiser not loaded yet.
  const [, setSanitizerLoaded] = useState(false)
  useEffect(() => {
    if (html && !sanitizer) loadPostSubmitSanitizer().then(() => setSanitizerLoaded(true), () => {})
  }, [html])
  const safeHtml = useMemo(() => (html && sanitizer ? sanitizer.sanitizePostSubmitHtml(html) : ''), [html, sanitizer])
  return (
    <div ref={ref} className="success" part="success" tabIndex={-1}>
      {text && <p className="submission-text">{text}</p>}
      {safeHtml && <div className="post-submit" dangerouslySetInnerHTML={{ __html: safeHtml }} />}
    </div>
  )
}
