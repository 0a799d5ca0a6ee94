export interface Limiter {
  /** Runs `task` when a slot is free (first come, first served) and answers what it answers. */
  <T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting for a slot. */
  readonly active: number;
  readonly waiting: number;
}

/** At most `concurrency` tasks at once; the others wait in order. A failing task frees its slot like any other. */
export function createLimiter(concurrency: number): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be ≥ 1');
  let active = 0;
  const queue: (() => void)[] = [];
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= concurrency) await new Promise<void>((resolve) => queue.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiting task, so `active` never exceeds the limit in between.
      const next = queue.shift();
      if (next) next();
      else active--;
    }
  };
  return Object.defineProperties(run, {
    active: { get: () => active },
    waiting: { get: () => queue.length },
  }) as Limiter;
}
