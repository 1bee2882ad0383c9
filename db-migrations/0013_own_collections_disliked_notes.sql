-- Issue 26 item 9: up to three collections a person names themselves (type 'own', next to
-- the three defaults). Issue 29: each collection's disliked notes (accord keys, a JSON
-- array of strings; perfumes dominated by them are never recommended for it) and the
-- partner collection's name with a hyphen ("Partner-Parfümsammlung").
ALTER TABLE collections DROP CONSTRAINT collections_type_check;
ALTER TABLE collections ADD CONSTRAINT collections_type_check
  CHECK (type IN ('main', 'partner', 'custom', 'own'));
ALTER TABLE collections ADD COLUMN disliked_notes jsonb NOT NULL DEFAULT '[]';

-- Rename only where the person kept the old default name and has no collection of the new one.
UPDATE collections c SET name = 'Partner-Parfümsammlung'
WHERE c.type = 'partner' AND c.name = 'Partner Parfümsammlung'
  AND NOT EXISTS (
    SELECT 1 FROM collections o WHERE o.profile_id = c.profile_id AND o.name = 'Partner-Parfümsammlung'
  );
UPDATE temp_collections SET name = 'Partner-Parfümsammlung'
WHERE type = 'partner' AND name = 'Partner Parfümsammlung';

-- Devices learn the new name through the feed: the renamed collections' feed rows get the
-- new record under the account's next change number.
WITH renamed AS (
  SELECT s.profile_id, s.entity_id FROM sync_changes s
  JOIN collections c ON c.id::text = s.entity_id AND c.profile_id = s.profile_id
  WHERE s.entity = 'collection' AND NOT s.deleted AND s.record->>'name' IS DISTINCT FROM c.name
),
bumped AS (
  UPDATE profiles p SET change_seq = p.change_seq + 1
  WHERE p.id IN (SELECT profile_id FROM renamed)
  RETURNING p.id, p.change_seq
)
UPDATE sync_changes s
SET seq = b.change_seq,
    record = jsonb_set(s.record, '{name}', to_jsonb(c.name))
FROM bumped b, collections c
WHERE s.profile_id = b.id AND s.entity = 'collection' AND NOT s.deleted
  AND c.id::text = s.entity_id AND s.record->>'name' IS DISTINCT FROM c.name;
