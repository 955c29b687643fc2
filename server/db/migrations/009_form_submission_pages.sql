-- The intra-page event fields of a submission: which page of the site the form was sent from.

alter table form_submissions
  add column page_id text,
  add column page_title text,
  add column page_path text,
  add column page_permission_type integer;
