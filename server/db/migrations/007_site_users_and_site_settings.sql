-- Site users (the site's members) and their sessions, the site's header and footer, and its language settings.
-- Passwords are scrypt hashes; session and xsrf tokens are kept as SHA-256 hashes, never as they were sent.
create table site_users (
  id text primary key,
  email text not null unique,
  password_hash text not null,
  is_editor boolean not null default false,
  locale text,
  created_at timestamptz not null default now()
);

create table site_user_sessions (
  token_hash text primary key,
  xsrf_token_hash text not null,
  site_user_id text not null references site_users (id) on delete cascade,
  remember_me boolean not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index site_user_sessions_by_expiry on site_user_sessions (expires_at);

-- One row each: the site's header and footer, and its languages.
create table site_header_footer (
  id integer primary key check (id = 1),
  header jsonb not null,
  footer jsonb not null,
  updated_by text references site_users (id) on delete set null,
  updated_at timestamptz not null default now()
);

create table multilingual_settings (
  id integer primary key check (id = 1),
  languages jsonb not null,
  connected boolean not null,
  updated_at timestamptz not null default now()
);

-- The demo's two site users (see server/site-users/README.md): a member, and an editor who may change the
-- header, the footer and the languages.
insert into site_users (id, email, password_hash, is_editor) values
  ('demo-member', 'member@example.com',
   'scrypt$16384$8$1$nsYm9g3PALpaVEpKFMevFw$7BLUbfG7dTpwxHzvSFi-6Smey1dTS1BI1BgEvF2zqZ4', false),
  ('demo-editor', 'editor@example.com',
   'scrypt$16384$8$1$nu-7qzrREoR970uRA_FM7Q$DjMVmQm2km7Qwfc7rVf_eu-jmbQhoJjAWcGcueDBzEY', true);
