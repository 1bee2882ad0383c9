// First-party analytics (issue 13; spec 000 §2: page views with page_path): the events a
// browser reports, only with the visitor's analytics consent, in batches. Nothing in an
// event identifies the visitor or the device.
import { z } from 'zod';
import { lazySchema } from './lazySchema';

export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'search_started',
  'image_uploaded',
  'signup',
  'analysis',
  'recommendations',
  'shop_click',
  'save',
] as const;
export const analyticsEventTypeSchema = lazySchema(() => z.enum(ANALYTICS_EVENT_TYPES));
export type AnalyticsEventType = z.infer<typeof analyticsEventTypeSchema>;

/** A batch holds what a tab collects between two sends; more is a broken or hostile client. */
export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_PAGE_PATH_LENGTH = 200;
/** Body limit of POST /api/analytics/events (api/http/bodyLimits.ts). */
export const MAX_ANALYTICS_BODY_BYTES = 16 * 1024;

export const analyticsEventSchema = lazySchema(() =>
  z.strictObject({
    type: analyticsEventTypeSchema,
    /** Path only: the browser strips query and hash (tokens, search terms). */
    page_path: z
      .string()
      .startsWith('/')
      .max(MAX_PAGE_PATH_LENGTH)
      .regex(/^[^?#\s]*$/),
  }),
);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = lazySchema(() =>
  z.strictObject({
    events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
  }),
);
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsAcceptedSchema = lazySchema(() =>
  z.object({ accepted: z.number().int().nonnegative() }),
);
