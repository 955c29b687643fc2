create table form_submission_keys (
  key text primary key,
  crumb_hash text not null,
  issued_at timestamptz not null default now()
);

create table form_submissions (
  id integer generated always as identity primary key,
  submission_key text not null unique,
  form_id text not null,
  collection_id text not null,
  object_name text not null,
  is_overlay_form boolean not null,
  submit_button_text text not null,
  form jsonb not null,
  received_at timestamptz not null default now(),
  user_agent text,
  page_url text
);

create index form_submissions_by_form on form_submissions (form_id, id);

create table newsletter_subscribers (
  email text primary key,
  name text not null,
  form_id text not null,
  sign_ups integer not null default 1,
  first_signed_up_at timestamptz not null default now(),
  last_signed_up_at timestamptz not null default now()
);
