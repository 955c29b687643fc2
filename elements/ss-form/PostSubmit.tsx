import DOMPurify from 'dompurify'
import { useMemo, type Ref } from 'react'

export interface PostSubmitProps {
  text: string
  /** Author HTML, sanitised here: it may come from anywhere the block JSON does. */
  html: string
  ref: Ref<HTMLDivElement>
}

/** What replaces the form once submitted: the submission text and the post-submit HTML (000 §4). */
export function PostSubmit({ text, html, ref }: PostSubmitProps) {
  const safeHtml = useMemo(() => DOMPurify.sanitize(html), [html])
  return (
    <div ref={ref} className="success" part="success" tabIndex={-1}>
      {text && <p className="submission-text">{text}</p>}
      {safeHtml && <div className="post-submit" dangerouslySetInnerHTML={{ __html: safeHtml }} />}
    </div>
  )
}
