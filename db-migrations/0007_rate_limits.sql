-- Token buckets of the rate limits when several instances share one PostgreSQL
-- (api/features/limits/rateLimitStore.ts). PGlite keeps its buckets in memory; the table
-- exists there too so that both databases have the same schema.
CREATE TABLE rate_limit_buckets (
  key text PRIMARY KEY,
  tokens double precision NOT NULL,
  allowed boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  -- When the bucket will have refilled completely; after that the row can be forgotten.
  full_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_buckets_full_at_idx ON rate_limit_buckets (full_at);
