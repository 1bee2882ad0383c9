import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cheaperAlternativeResponseSchema,
  type CheaperAlternative,
} from '../../../api/contract/cheaperAlternative';
import { addToWishlist } from '../../data/listActions';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import type { CheaperPortRequest } from './cheaperPortProtocol';
import {
  askDeviceCheaperAlternative,
  DEVICE_ANSWER_TIMEOUT_MS,
  type PortWorker,
} from './deviceCheaperAlternative';

const holzUndGewuerz: CheaperAlternative = {
  id: 'fra-1002',
  name: 'Holz und Gewürz',
  brand: 'Designerhaus',
  priceCents: 7900,
  currency: 'EUR',
  affiliate_link: 'https://shop.example/holz',
  shop: 'shop.example',
  sizeMl: 100,
  savingPercent: 68,
  sharedAccords: ['Oud', 'Holzig'],
  sharedNotes: ['Safran'],
};

/** A stand-in worker that answers each request on its port with `answer`, or never. */
function portWorker(answer?: unknown) {
  const sent: CheaperPortRequest[] = [];
  const worker: PortWorker = {
    postMessage: (message, transfer) => {
      sent.push(message);
      const [port] = transfer;
      if (answer !== undefined && port instanceof MessagePort) port.postMessage(answer);
    },
  };
  return { worker, sent };
}

const ask = (worker: PortWorker) =>
  askDeviceCheaperAlternative(worker, cheaperAlternativeResponseSchema, 'fra-1001', false);

afterEach(() => {
  vi.useRealTimers();
});

describe('askDeviceCheaperAlternative', () => {
  it('resolves with the alternative the worker answers on the request’s port', async () => {
    const { worker, sent } = portWorker({ alternative: holzUndGewuerz });
    expect(await ask(worker)).toEqual(holzUndGewuerz);
    expect(sent).toEqual([{ type: 'cheaper', perfumeId: 'fra-1001', ownedIds: [] }]);
  });

  it('sends, signed in, the catalog ids the device holds, to skip their lines', async () => {
    const aventus = buildPerfume({ name: 'Aventus' });
    await addToWishlist(crypto.randomUUID(), { perfume: aventus });
    const { worker, sent } = portWorker({ alternative: null });
    await askDeviceCheaperAlternative(worker, cheaperAlternativeResponseSchema, 'fra-1001', true);
    expect(sent[0]?.ownedIds).toEqual([aventus.id]);
  });

  it('settles as no alternative when the worker never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { worker, sent } = portWorker();
    let settled = false;
    const answer = ask(worker).finally(() => (settled = true));
    // Until the request went out and its time limit runs (setImmediate is not faked).
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(DEVICE_ANSWER_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await answer).toBeNull();
  });
});
