-- Issue 4, local-first sync: what a saved perfume keeps, the wishlist and blacklist of
-- each collection, the per-account change feed the devices pull from, and the stored
-- answers that make every mutation idempotent.

-- A collection item keeps a snapshot of what was known when it was saved: catalog facts
-- for catalog perfumes, the detection for photo perfumes, the engine's card for
-- recommendations. notes/occasions are JSON arrays of strings.
ALTER TABLE collection_items
  ADD COLUMN image text,
  ADD COLUMN description text,
  ADD COLUMN notes jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN fragrance_family text,
  ADD COLUMN occasions jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN reasoning text,
  ADD COLUMN is_niche boolean NOT NULL DEFAULT false,
  ADD COLUMN source text NOT NULL DEFAULT 'catalog'
    CHECK (source IN ('catalog', 'photo', 'recommendation'));

-- Until now only photo detections were saved without a catalog id.
UPDATE collection_items SET source = 'photo' WHERE perfume_id IS NULL;

-- Wishlist of a collection (spec 001 §3): ids may be chosen by the device (UUIDs), so an
-- entry saved offline keeps its id. One entry per catalog perfume, or per name and brand
-- (case-insensitive) for perfumes without a catalog id. Shop fields are a snapshot.
CREATE TABLE wishlist_items (
  id uuid PRIMARY KEY,
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  perfume_id text REFERENCES perfumes (id),
  name text NOT NULL,
  brand text NOT NULL DEFAULT '',
  image text,
  description text,
  occasions jsonb NOT NULL DEFAULT '[]',
  price_cents integer CHECK (price_cents IS NULL OR price_cents > 0),
  currency text CHECK (currency IS NULL OR currency IN ('EUR', 'USD', 'GBP')),
  affiliate_link text,
  shop text,
  added_at timestamptz NOT NULL DEFAULT now(),
  -- Insertion order: rows added in one transaction share their timestamp.
  seq bigserial NOT NULL
);
CREATE UNIQUE INDEX wishlist_items_catalog_unique
  ON wishlist_items (collection_id, perfume_id) WHERE perfume_id IS NOT NULL;
CREATE UNIQUE INDEX wishlist_items_custom_unique
  ON wishlist_items (collection_id, lower(name), lower(brand)) WHERE perfume_id IS NULL;

-- Blacklist of a collection: never recommended for it (by catalog id, or by name and brand).
CREATE TABLE blacklist_items (
  id uuid PRIMARY KEY,
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  perfume_id text REFERENCES perfumes (id),
  name text NOT NULL,
  brand text NOT NULL DEFAULT '',
  image text,
  description text,
  occasions jsonb NOT NULL DEFAULT '[]',
  added_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial NOT NULL
);
CREATE UNIQUE INDEX blacklist_items_catalog_unique
  ON blacklist_items (collection_id, perfume_id) WHERE perfume_id IS NOT NULL;
CREATE UNIQUE INDEX blacklist_items_custom_unique
  ON blacklist_items (collection_id, lower(name), lower(brand)) WHERE perfume_id IS NULL;

-- The account's change counter: every feed write takes the next value with
-- UPDATE ... RETURNING, whose row lock orders an account's writers in commit order.
ALTER TABLE profiles ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;

-- The pull feed: one row per record (its latest state, or a tombstone with deleted = true
-- and record null), stamped with the account's change_seq at its last change. A pull
-- from "0" therefore returns the current state, not the history. record holds exactly
-- the contract's schema for the entity (api/contract/sync.ts).
CREATE TABLE sync_changes (
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  entity text NOT NULL CHECK (
    entity IN ('collection', 'collection_item', 'wishlist_item', 'blacklist_item',
               'collection_analysis', 'collection_recommendations')
  ),
  entity_id text NOT NULL,
  seq bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  record jsonb,
  PRIMARY KEY (profile_id, entity, entity_id)
);
CREATE INDEX sync_changes_seq_idx ON sync_changes (profile_id, seq);

-- Stored answers of mutations by idempotency key: scope is the user id (signed in),
-- "temp:<email>:<device id>" (temporary collections) or "photo:<key>" (photo uploads).
-- request_hash is sha256 of method, path and canonical body: the same key with another
-- request is refused. Rows are pruned after IDEMPOTENCY_RETENTION_DAYS (+1 day).
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key uuid NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
