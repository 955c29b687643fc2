import { readCrumb } from '../data/crumb.ts'
import { postTracking } from './send.ts'
import { trackingEnvironment } from './tracking-environment.ts'

export const RECORD_EVENT_PATH = '/api/events/RecordEvent'

/** Records a named site event while tracking runs: form-encoded, with the crumb in the body too. */
export function recordEvent(event: string, options: { variantId?: string } = {}): Promise<void> {
  const environment = trackingEnvironment()
  if (!environment) return Promise.resolve()
  const { context } = environment
  const data = {
    pageHash: location.hash,
    pagePath: location.pathname,
    websiteId: context.website?.id ?? null,
    templateId: context.templateId ?? null,
    variantId: options.variantId ?? null,
    memberAccountId: memberAccountId(context),
    member_locale: navigator.language,
    website_locale: document.documentElement.lang || null,
  }
  return postTracking(RECORD_EVENT_PATH, { form: { crumb: readCrumb() ?? '', event, data: JSON.stringify(data) } })
}

/** A logged-in site member's id, from `memberAccount.id` in the page context. */
export function memberAccountId(context: Record<string, unknown>): string | null {
  const member = context['memberAccount'] as { id?: unknown } | null | undefined
  return typeof member?.id === 'string' ? member.id : null
}
