import { useEffect } from 'react'
import { trackingEnvironment } from '../../core/analytics/tracking-environment.ts'

/**
 * Counts each drawn form once in the census. The census code loads only when the visitor is tracked, so a page
 * that tracks no one (no page context, no consent) never fetches it.
 */
export function useFormRenderCensus(formId: string): void {
  useEffect(() => {
    if (trackingEnvironment()?.visitorCookie === undefined) return
    void import('../../core/analytics/census.ts').then(({ trackFormRender }) => trackFormRender(formId))
  }, [formId])
}
