-- The AI layer's bookkeeping: every engine call (for the admin dashboard's cost and
-- performance figures) and the result cache keyed by a hash of the normalised input,
-- engine, model and prompt version.
CREATE TABLE ai_calls (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  engine text NOT NULL,
  model text NOT NULL,
  input_tokens integer NOT NULL DEFAULT 0,
  output_tokens integer NOT NULL DEFAULT 0,
  cost_usd numeric(12, 6) NOT NULL DEFAULT 0,
  duration_ms integer NOT NULL,
  outcome text NOT NULL,
  cache_hit boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_calls_created_at_idx ON ai_calls (created_at);

CREATE TABLE ai_cache (
  key text PRIMARY KEY,
  type text NOT NULL,
  result jsonb NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_hit_at timestamptz
);
