import type { Database } from '../db/database.ts'
import type { ClientDetails } from '../http/client-details.ts'
import type { FormDefinition } from './form-definitions.ts'
import type { SubmittedForm } from '../../core/forms/serialize-form.ts'

export interface SubmissionRecord {
  key: string
  definition: FormDefinition
  collectionId: string
  objectName: string
  isOverlayForm: boolean
  submitButtonText: string
  form: SubmittedForm
  /** The intra-page event fields; null where the page did not send one. */
  page: { pageId: string | null; pageTitle: string | null; pagePath: string | null; pagePermissionTypeValue: number | null }
  client: ClientDetails
}

/**
 * Stores a submission once per key, in one transaction with its newsletter sign-up. Returns false when the
 * key had already stored one: the unique key makes a retried or concurrent request a no-op.
 */
export async function storeSubmission(db: Database, record: SubmissionRecord): Promise<boolean> {
  const { definition, form } = record
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into form_submissions
         (submission_key, form_id, collection_id, object_name, is_overlay_form, submit_button_text, form, user_agent, page_url,
          page_id, page_title, page_path, page_permission_type)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       on conflict (submission_key) do nothing
       returning id`,
      [
        record.key,
        definition.formId,
        record.collectionId,
        record.objectName,
        record.isOverlayForm,
        record.submitButtonText,
        JSON.stringify(form),
        record.client.userAgent,
        record.client.pageUrl,
        record.page.pageId,
        record.page.pageTitle,
        record.page.pagePath,
        record.page.pagePermissionTypeValue,
      ],
    )
    if (inserted.length === 0) return false
    if (definition.kind === 'newsletter') {
      const subscriber = subscriberOf(definition, form)
      if (subscriber) {
        await tx.query(
          `insert into newsletter_subscribers (email, name, form_id) values ($1, $2, $3)
           on conflict (email) do update
             set sign_ups = newsletter_subscribers.sign_ups + 1,
                 last_signed_up_at = now(),
                 name = case when excluded.name = '' then newsletter_subscribers.name else excluded.name end`,
          [subscriber.email, subscriber.name, definition.formId],
        )
      }
    }
    return true
  })
}

/** The sign-up's email (lower-cased, so that one address is one subscriber) and name, if the form asks for one. */
function subscriberOf(definition: FormDefinition, form: SubmittedForm): { email: string; name: string } | undefined {
  const valueOf = (type: string) => {
    const field = definition.fields.find((candidate) => candidate.type === type)
    return field ? form[field.id] : undefined
  }
  const email = valueOf('email')
  if (typeof email !== 'string' || email === '') return undefined
  const name = valueOf('name')
  return { email: email.toLowerCase(), name: Array.isArray(name) ? name.filter(Boolean).join(' ') : '' }
}
