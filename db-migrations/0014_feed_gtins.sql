-- Issue 27: the EAN/GTIN numbers a shop feed names for its offers. A barcode read on a
-- photo identifies the perfume exactly when its number is here. One row per number in
-- GS1's 14-digit form; the offer's shop and bottle size are kept with it. A later feed
-- naming the same number for another perfume takes it over.
CREATE TABLE perfume_gtins (
  gtin text PRIMARY KEY CHECK (gtin ~ '^[0-9]{14}$'),
  perfume_id text NOT NULL REFERENCES perfumes (id),
  shop text NOT NULL,
  size_ml real CHECK (size_ml IS NULL OR (size_ml > 0 AND size_ml <= 5000)),
  feed_updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX perfume_gtins_perfume_idx ON perfume_gtins (perfume_id);
