// What sending a form needs: checking the entries, then the key and save calls. Loaded on the form's first
// interaction rather than with the page, since most visitors never send it.
export { intraPageFields } from '../../core/forms/intra-page-fields.ts'
export { prepareSubmission } from '../../core/forms/prepare-submission.ts'
export { sendSubmission } from '../../core/forms/send-submission.ts'
