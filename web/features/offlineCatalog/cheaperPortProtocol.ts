// The cheaper-alternative request to the offline catalog worker. It travels with its own
// MessagePort and is answered on it, apart from the search protocol (workerProtocol.ts), so
// the page's first visit carries none of it. The worker answers with the server's response
// shape (endpoints.cheaperAlternative), or null when the device holds no file yet.
import { z } from 'zod';
import { lazySchema } from '../../../api/contract/lazySchema';
import { perfumeIdSchema } from '../../../api/contract/perfume';

/** The cheaper alternative of a priced perfume, skipping the lines of `ownedIds`. */
export const cheaperPortRequestSchema = lazySchema(() =>
  z.object({
    type: z.literal('cheaper'),
    perfumeId: perfumeIdSchema,
    ownedIds: z.array(perfumeIdSchema),
  }),
);

export type CheaperPortRequest = z.infer<typeof cheaperPortRequestSchema>;
