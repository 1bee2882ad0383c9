-- The perfume catalog. `data` holds the catalog file's record (replaced on re-import);
-- the shop columns are filled by product feeds and survive catalog re-imports.
CREATE TABLE perfumes (
  id text PRIMARY KEY,
  name text NOT NULL,
  brand text NOT NULL,
  votes integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL,
  price_cents integer CHECK (price_cents IS NULL OR price_cents > 0),
  currency text CHECK (currency IS NULL OR currency IN ('EUR', 'USD', 'GBP')),
  image text,
  affiliate_link text,
  shop text,
  feed_updated_at timestamptz,
  -- Which catalog file brought the record ("builtin" for the project's own catalog).
  source text NOT NULL,
  catalog_version text NOT NULL,
  -- Perfumes dropped by a newer catalog stay (user data may point at them) but leave search.
  retired boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX perfumes_brand_idx ON perfumes (lower(brand));

CREATE TABLE catalog_imports (
  id serial PRIMARY KEY,
  version text NOT NULL,
  source text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('catalog', 'feed')),
  record_count integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
