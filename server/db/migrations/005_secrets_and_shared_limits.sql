-- Secrets made at the first start and kept with the data, the same for every server on this database:
-- the admin token (unless SS_ADMIN_TOKEN is set) and the key that signs crumbs.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Rate limit windows, one row per (what is limited, who, window), shared by every server on this database.
-- `subject` is a hash: no crumb or address is kept as it was sent.
create table rate_limit_windows (
  scope text not null,
  subject text not null,
  window_start timestamptz not null,
  ends_at timestamptz not null,
  attempts integer not null,
  primary key (scope, subject, window_start)
);
create index rate_limit_windows_by_end on rate_limit_windows (ends_at);

-- The one-request-per-key lock: a request claims its key with a token of its own, until a time (a lease, so
-- that a server killed mid-request does not hold the key for ever).
alter table form_submission_keys add column claimed_by text, add column claimed_until timestamptz;
