// Messages between the page and the offline catalog worker. Searches carry a request id;
// every search gets exactly one answer: its result, "dropped" when a newer search replaced
// it before it ran, or "unavailable" when the device holds no index yet. Accord lookups
// (for "Du hast schon etwas Ähnliches") are answered the same way, never dropped.
import { z } from 'zod';
import { lazySchema } from '../../../api/contract/lazySchema';
import {
  accordSchema,
  perfumeIdSchema,
  perfumeSchema,
  searchResponseSchema,
} from '../../../api/contract/perfume';

export const workerRequestSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('search'),
      id: z.number().int(),
      query: z.string(),
      page: z.number().int().positive(),
      limit: z.number().int().positive(),
    }),
    z.object({ type: z.literal('cancel'), id: z.number().int() }),
    z.object({ type: z.literal('accords'), id: z.number().int(), ids: z.array(perfumeIdSchema) }),
    /** One perfume by id, for its page without a connection. */
    z.object({ type: z.literal('perfume'), id: z.number().int(), perfumeId: perfumeIdSchema }),
    /** Load the stored index if needed and ask the server whether a newer one exists. */
    z.object({ type: z.literal('sync'), appVersion: z.string(), force: z.boolean() }),
  ]),
);

export type WorkerRequest = z.infer<typeof workerRequestSchema>;

export const workerResponseSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('result'), id: z.number().int(), response: searchResponseSchema }),
    z.object({ type: z.literal('dropped'), id: z.number().int() }),
    z.object({
      type: z.literal('accords'),
      id: z.number().int(),
      accords: z.record(perfumeIdSchema, z.array(accordSchema)),
    }),
    z.object({
      type: z.literal('perfume'),
      id: z.number().int(),
      perfume: perfumeSchema.nullable(),
    }),
    z.object({ type: z.literal('unavailable'), id: z.number().int() }),
    /** Whether offline search can answer, after loading or replacing the index. */
    z.object({
      type: z.literal('status'),
      ready: z.boolean(),
      count: z.number().int().nonnegative(),
      buildMs: z.number().nonnegative(),
    }),
  ]),
);

export type WorkerResponse = z.infer<typeof workerResponseSchema>;

/**
 * Sent by the worker itself, beside the search core's answers: the index is downloading
 * (bytes so far, the total when known) or its download failed.
 */
export const downloadReportSchema = lazySchema(() =>
  z.object({
    type: z.literal('download'),
    state: z.enum(['running', 'failed']),
    loadedBytes: z.number().int().nonnegative(),
    totalBytes: z.number().int().positive().nullable(),
  }),
);

export type DownloadReport = z.infer<typeof downloadReportSchema>;

/** Everything the page may receive from the worker. */
export const workerMessageSchema = lazySchema(() =>
  z.union([workerResponseSchema, downloadReportSchema]),
);
