import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '#web/lib/api-client';
import { enqueue, flushQueue, isRetryable, type QueuedCatch } from './lib/offline-queue';
import { memoryStore } from './testing/memory-store';

const EVENT = '0b6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11';

async function queueThree() {
  const store = memoryStore();
  const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
  for (const [i, clientId] of ['c-1', 'c-2', 'c-3'].entries())
    await enqueue(
      store,
      {
        eventId: EVENT,
        fields: {
          clientId,
          species: 'Walleye',
          weightGrams: '2000',
          caughtAt: `2026-06-13T1${i}:00:00.000Z`,
        },
        photo,
        photoName: 'catch.jpg',
      },
      new Date(Date.UTC(2026, 5, 13, 10 + i)),
    );
  return store;
}

describe('the offline catch queue', () => {
  it('keeps the capture time and uploads oldest first, leaving nothing behind', async () => {
    const store = await queueThree();
    const sent: QueuedCatch[] = [];
    const result = await flushQueue(store, (item) => {
      sent.push(item);
      return Promise.resolve(item.id);
    });
    expect(sent.map((item) => item.fields.clientId)).toEqual(['c-1', 'c-2', 'c-3']);
    expect(sent[0]!.fields.caughtAt).toBe('2026-06-13T10:00:00.000Z');
    expect(result).toEqual({ uploaded: ['c-1', 'c-2', 'c-3'], failed: [], offline: false });
    expect(store.items.size).toBe(0);
  });

  it('stops at a network failure and keeps the rest waiting for the next try', async () => {
    const store = await queueThree();
    const upload = vi
      .fn<(item: QueuedCatch) => Promise<string>>()
      .mockResolvedValueOnce('c-1')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await flushQueue(store, upload);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(result.offline).toBe(true);
    expect([...store.items.keys()].sort()).toEqual(['c-2', 'c-3']);
    expect([...store.items.values()].every((item) => item.state === 'waiting')).toBe(true);
  });

  it('marks a catch the server refuses as failed with the reason, and moves on', async () => {
    const store = await queueThree();
    const refused = new ApiRequestError(
      400,
      'eventNotAccepting',
      'Catches can only be submitted while the event is running.',
    );
    const result = await flushQueue(store, (item) =>
      item.id === 'c-2' ? Promise.reject(refused) : Promise.resolve(item.id),
    );
    expect(result.uploaded).toEqual(['c-1', 'c-3']);
    expect(store.items.get('c-2')).toMatchObject({
      state: 'failed',
      error: {
        code: 'eventNotAccepting',
        message: 'Catches can only be submitted while the event is running.',
      },
    });
    // A failed catch is not sent again by itself: the angler decides.
    const again = vi.fn();
    await flushQueue(store, again);
    expect(again).not.toHaveBeenCalled();
  });

  it('treats a server that is down as offline, not as a refusal', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiRequestError(503, 'unexpected', 'down'))).toBe(true);
    expect(isRetryable(new ApiRequestError(403, 'forbidden', 'no'))).toBe(false);
  });

  it('never uploads a catch twice when two flushes start together', async () => {
    const store = await queueThree();
    const upload = vi.fn(
      (item: QueuedCatch) => new Promise<string>((resolve) => setTimeout(() => resolve(item.id), 5)),
    );
    await Promise.all([flushQueue(store, upload), flushQueue(store, upload)]);
    expect(upload).toHaveBeenCalledTimes(3);
  });

  it('needs the catch’s client id, which makes a retried upload safe', () => {
    expect(() =>
      enqueue(memoryStore(), { eventId: EVENT, fields: {}, photo: new Blob([]), photoName: 'x.jpg' }),
    ).toThrow();
  });
});
