-- Proof of each visitor's cookie choice (POST /api/consent/records, this server's addition).
create table consent_records (
  id integer generated always as identity primary key,
  consent_id text not null unique,
  allowed boolean not null,
  banner_version integer not null,
  chosen_at timestamptz not null,
  method text not null,
  page_url text not null,
  received_at timestamptz not null default now(),
  user_agent text
);

-- Census calls: page hits, button clicks and renders, form renders, overlay events, quick views.
create table census_hits (
  id integer generated always as identity primary key,
  kind text not null,
  event integer,
  visitor_id text,
  visit_count integer,
  page_path text,
  data jsonb not null,
  received_at timestamptz not null default now(),
  user_agent text
);
create index census_hits_kind_received_at on census_hits (kind, received_at);

-- RecordEvent and the events service.
create table analytics_events (
  id integer generated always as identity primary key,
  source text not null,
  name text not null,
  analytics_id text,
  data jsonb not null,
  received_at timestamptz not null default now(),
  user_agent text
);

-- The performance collector: one row per page-load id given out, then its records.
create table performance_page_loads (
  page_load_id text primary key,
  page_path text,
  created_at timestamptz not null default now()
);

create table performance_records (
  id integer generated always as identity primary key,
  page_load_id text not null,
  event text not null,
  metric text,
  value double precision,
  rating text,
  recorded_at timestamptz not null,
  raw boolean not null,
  data jsonb not null,
  received_at timestamptz not null default now()
);
create index performance_records_event_metric on performance_records (event, metric);
