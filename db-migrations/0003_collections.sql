-- Accounts' product data: profiles (id = auth user id, no foreign key so hosted Supabase
-- Auth works too), the collections with their items, and the temporary collections
-- (e-mail + device id) used before an account's e-mail is confirmed.
CREATE TABLE profiles (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('main', 'partner', 'custom')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (profile_id, name)
);

-- Catalog perfumes are referenced by id; custom perfumes (from photo detection) by name.
CREATE TABLE collection_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  perfume_id text REFERENCES perfumes (id),
  name text NOT NULL,
  brand text NOT NULL DEFAULT '',
  added_at timestamptz NOT NULL DEFAULT now(),
  -- Insertion order: rows added in one statement share their timestamp.
  seq bigserial NOT NULL
);
CREATE UNIQUE INDEX collection_items_catalog_unique
  ON collection_items (collection_id, perfume_id) WHERE perfume_id IS NOT NULL;
CREATE UNIQUE INDEX collection_items_custom_unique
  ON collection_items (collection_id, lower(name), lower(brand)) WHERE perfume_id IS NULL;

CREATE TABLE temp_collections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-case; together with the device id it is the only key to these rows.
  email text NOT NULL,
  device_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('main', 'partner', 'custom')),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email, device_id, type)
);
CREATE INDEX temp_collections_email_idx ON temp_collections (email);

CREATE TABLE temp_collection_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  temp_collection_id uuid NOT NULL REFERENCES temp_collections (id) ON DELETE CASCADE,
  perfume_id text REFERENCES perfumes (id),
  name text NOT NULL,
  brand text NOT NULL DEFAULT '',
  added_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial NOT NULL
);
CREATE UNIQUE INDEX temp_collection_items_catalog_unique
  ON temp_collection_items (temp_collection_id, perfume_id) WHERE perfume_id IS NOT NULL;
CREATE UNIQUE INDEX temp_collection_items_custom_unique
  ON temp_collection_items (temp_collection_id, lower(name), lower(brand)) WHERE perfume_id IS NULL;
