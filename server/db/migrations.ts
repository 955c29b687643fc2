import createEventTables from './migrations/001_create_event_tables.sql?raw'
import forms from './migrations/002_forms.sql?raw'
import consentAndAnalytics from './migrations/003_consent_and_analytics.sql?raw'
import formSubmissionKeysByIssuedAt from './migrations/004_form_submission_keys_by_issued_at.sql?raw'
import secretsAndSharedLimits from './migrations/005_secrets_and_shared_limits.sql?raw'
import carts from './migrations/006_carts.sql?raw'
import siteUsersAndSiteSettings from './migrations/007_site_users_and_site_settings.sql?raw'
import widgetDemoContent from './migrations/008_widget_demo_content.sql?raw'
import formSubmissionPages from './migrations/009_form_submission_pages.sql?raw'

export interface Migration {
  /** The file name without `.sql`; recorded in `schema_migrations` once applied. */
  name: string
  sql: string
}

/** Every file of `migrations/`, in the order they apply. Embedded so that the bundled server carries them. */
export const migrations: readonly Migration[] = [
  { name: '001_create_event_tables', sql: createEventTables },
  { name: '002_forms', sql: forms },
  { name: '003_consent_and_analytics', sql: consentAndAnalytics },
  { name: '004_form_submission_keys_by_issued_at', sql: formSubmissionKeysByIssuedAt },
  { name: '005_secrets_and_shared_limits', sql: secretsAndSharedLimits },
  { name: '006_carts', sql: carts },
  { name: '007_site_users_and_site_settings', sql: siteUsersAndSiteSettings },
  { name: '008_widget_demo_content', sql: widgetDemoContent },
  { name: '009_form_submission_pages', sql: formSubmissionPages },
]
