export { pageContext, readPageContext, resetPageContext, selectedCurrency, PAGE_CONTEXT_SCRIPT_ID } from './page-context.ts'
export type { PageContext, WebsiteRoles, WebsiteSettings } from './page-context.ts'
export { parseDroppingInvalidFields, type DroppedField } from './drop-invalid-fields.ts'
export { WEBSITE_ROLES, heldRoles, holdsOnlyViewerRole } from './website-roles.ts'
