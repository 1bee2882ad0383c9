-- Issue 13, first-party analytics (only with the visitor's consent): events without IP
-- address or device id. `visitor` is a salted hash that changes every day; the day's
-- salt lives in analytics_salts and is deleted the day after, so keys of two days cannot
-- be linked. Events are kept ANALYTICS_RETENTION_DAYS, their per-day counts longer.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  -- The day in the dashboard's time zone (Europe/Berlin) the visitor key belongs to.
  day date NOT NULL,
  type text NOT NULL,
  visitor text NOT NULL,
  page_path text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_day_type_idx ON analytics_events (day, type);
CREATE INDEX analytics_events_created_at_idx ON analytics_events (created_at);

-- Per day and event type (type '*': all events): events and distinct visitors of the day.
CREATE TABLE analytics_daily (
  day date NOT NULL,
  type text NOT NULL,
  events integer NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, type)
);

CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);
