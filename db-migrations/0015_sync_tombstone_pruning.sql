-- Review N18, second half: tombstones in the change feed are pruned after a documented period
-- (api/features/sync/changeFeed.ts). changed_at dates each feed row's last change (rows that
-- exist now count from this migration); tombstones_pruned_through is the highest change number
-- of a tombstone pruned from the account's feed, so a device whose cursor lies below it is
-- told to start again from "0" instead of missing that deletion.
ALTER TABLE sync_changes ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE profiles ADD COLUMN tombstones_pruned_through bigint NOT NULL DEFAULT 0;
CREATE INDEX sync_changes_tombstones_idx ON sync_changes (changed_at) WHERE deleted;
