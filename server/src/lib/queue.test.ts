import { describe, expect, it } from 'vitest';
import { createLimiter } from './queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once, in arrival order, and answers each result', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limit(async () => {
          started.push(index);
          running++;
          most = Math.max(most, running);
          expect(limit.active).toBeLessThanOrEqual(2);
          await tick();
          running--;
          return index * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a failing task', async () => {
    const limit = createLimiter(1);
    const failed = limit(async () => {
      await tick();
      throw new Error('boom');
    });
    const next = limit(async () => 'ran');
    expect(limit.waiting).toBe(1);
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('refuses a concurrency below 1', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
