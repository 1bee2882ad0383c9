-- Issue 13, admin dashboard: API response times and statuses, aggregated in memory per
-- minute, route pattern and status, and added up here (N instances write the same minute).
-- No row per request. Rows go after REQUEST_METRICS_RETENTION_DAYS (requestMetrics.ts).
CREATE TABLE request_metrics (
  minute timestamptz NOT NULL,
  route text NOT NULL,
  status smallint NOT NULL,
  requests integer NOT NULL,
  total_ms double precision NOT NULL,
  max_ms double precision NOT NULL,
  PRIMARY KEY (minute, route, status)
);

-- "Active users" (signed in or synced in the last 30 days): the last day an account made
-- an authenticated API call, written at most once a day per account. It goes with the
-- profile when the account is deleted.
ALTER TABLE profiles ADD COLUMN last_active_on date;

-- New users today / this week without reading every profile.
CREATE INDEX profiles_created_at_idx ON profiles (created_at);

-- The AI call log per day and type (all-time totals without reading every call; they also
-- outlive the log's 400 days). Finished days only, written by the housekeeping.
CREATE TABLE ai_calls_daily (
  day date NOT NULL,
  type text NOT NULL,
  calls integer NOT NULL,
  ok integer NOT NULL,
  ok_computed integer NOT NULL,
  ok_computed_ms bigint NOT NULL,
  PRIMARY KEY (day, type)
);
