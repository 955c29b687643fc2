-- What GetWidgetRendering renders: the demo site's events collection for summaries, and the pictures of its
-- Flickr, Instagram and 500px feeds, stored here so that the server renders them without the network.

create table widget_collections (
  id text primary key,
  type text not null check (type in ('events')),
  title text not null
);

create table widget_events (
  id text primary key,
  collection_id text not null references widget_collections (id) on delete cascade,
  title text not null,
  url text not null,
  location text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null
);

create index widget_events_by_collection on widget_events (collection_id, starts_at);

create table widget_feed_items (
  id text primary key,
  feed_type text not null check (feed_type in ('flickr', 'instagram', 'fivehundredpix')),
  position integer not null,
  title text not null,
  image_name text not null,
  link_url text not null,
  unique (feed_type, position)
);

insert into widget_collections (id, type, title) values
  ('upcoming-events', 'events', 'Upcoming events'),
  ('past-events', 'events', 'Past events');

insert into widget_events (id, collection_id, title, url, location, starts_at, ends_at) values
  ('ev-1', 'upcoming-events', 'Harbour night market', '/events/harbour-night-market', 'Pier 4, Harbour Road', '2027-03-06 18:00:00+00', '2027-03-06 23:00:00+00'),
  ('ev-2', 'upcoming-events', 'Sourdough workshop', '/events/sourdough-workshop', 'The Harbour Bakery', '2027-03-13 09:30:00+00', '2027-03-13 12:30:00+00'),
  ('ev-3', 'upcoming-events', 'Spring open studio', '/events/spring-open-studio', 'Atelier Nord, Paris', '2027-04-02 14:00:00+00', '2027-04-02 19:00:00+00'),
  ('ev-4', 'upcoming-events', 'Reading room: poetry & tea', '/events/poetry-and-tea', 'The Reading Room, London', '2027-04-17 16:00:00+00', '2027-04-17 18:00:00+00');

insert into widget_feed_items (id, feed_type, position, title, image_name, link_url) values
  ('fl-1', 'flickr', 1, 'Fog over the harbour at dawn', 'harbour-fog', 'https://www.flickr.com/photos/harbourbakery/1'),
  ('fl-2', 'flickr', 2, 'Boats at the old pier', 'old-pier', 'https://www.flickr.com/photos/harbourbakery/2'),
  ('fl-3', 'flickr', 3, 'Lighthouse in the rain', 'lighthouse', 'https://www.flickr.com/photos/harbourbakery/3'),
  ('ig-1', 'instagram', 1, 'Morning loaves out of the oven', 'loaves', 'https://www.instagram.com/p/harbour1/'),
  ('ig-2', 'instagram', 2, 'Cinnamon buns, Saturday only', 'cinnamon-buns', 'https://www.instagram.com/p/harbour2/'),
  ('ig-3', 'instagram', 3, 'Our starter, ten years old', 'starter', 'https://www.instagram.com/p/harbour3/'),
  ('ig-4', 'instagram', 4, 'The counter at opening time', 'counter', 'https://www.instagram.com/p/harbour4/'),
  ('px-1', 'fivehundredpix', 1, 'Dunes at sunset', 'dunes', 'https://500px.com/photo/1/dunes-at-sunset'),
  ('px-2', 'fivehundredpix', 2, 'City lights from the hill', 'city-lights', 'https://500px.com/photo/2/city-lights'),
  ('px-3', 'fivehundredpix', 3, 'A heron on the river', 'heron', 'https://500px.com/photo/3/heron');
