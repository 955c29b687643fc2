-- Expired submission keys are deleted by issue time (server/forms/submission-keys.ts).
create index form_submission_keys_by_issued_at on form_submission_keys (issued_at);
