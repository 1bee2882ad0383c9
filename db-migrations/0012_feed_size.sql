-- Issue 26: the bottle size a shop feed sells at its price (a size column, or "100 ml" in the
-- product's title), so the page can show the Grundpreis (price per 100 ml) German price law
-- asks for next to a price. Filled by feed imports like the other shop columns.
ALTER TABLE perfumes ADD COLUMN size_ml real CHECK (size_ml IS NULL OR (size_ml > 0 AND size_ml <= 5000));
