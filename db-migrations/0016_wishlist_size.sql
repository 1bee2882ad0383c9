-- Issue 26: a wishlist entry keeps the bottle size its price was for (the shop feed's size_ml
-- when it was saved), so the wishlist shows the Grundpreis (€/100 ml) next to the price, as
-- German price law asks. Entries saved before stay without it; no price, no size.
ALTER TABLE wishlist_items ADD COLUMN size_ml real CHECK (size_ml IS NULL OR (size_ml > 0 AND size_ml <= 5000));
