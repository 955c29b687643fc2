create table carts (
  id text primary key,
  token text not null unique,
  website_id text not null,
  currency text not null,
  created_at timestamptz not null default now(),
  is_purchased boolean not null default false
);

create table cart_entries (
  id text primary key,
  cart_id text not null references carts (id) on delete cascade,
  product_id text not null,
  sku text not null,
  quantity integer not null check (quantity > 0),
  added_at timestamptz not null default now(),
  unique (cart_id, product_id, sku)
);

create index cart_entries_by_cart on cart_entries (cart_id, added_at);
