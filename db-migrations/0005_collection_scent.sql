-- Per-collection results: the stored Duft-DNA analysis (spec 001 analysis_data) and the
-- stored recommendation list of each collection. Both go with their collection.
CREATE TABLE collection_analyses (
  collection_id uuid PRIMARY KEY REFERENCES collections (id) ON DELETE CASCADE,
  analysis_data jsonb NOT NULL,
  perfume_names jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collection_recommendations (
  collection_id uuid PRIMARY KEY REFERENCES collections (id) ON DELETE CASCADE,
  recommendations jsonb NOT NULL,
  stats jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
