create table javascript_errors (
  id integer generated always as identity primary key,
  event text not null,
  data jsonb not null,
  timestamp double precision not null,
  received_at timestamptz not null default now(),
  user_agent text,
  page_url text
);

create table trace_events (
  id integer generated always as identity primary key,
  page_url text not null,
  type text not null,
  data jsonb not null,
  received_at timestamptz not null default now(),
  user_agent text
);
