import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './use-scrolled-past';

afterEach(() => vi.useRealTimers());

describe('throttle (scroll handler throttled to 200 ms)', () => {
  it('runs at once, then at most once per window, ending on the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled.run();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled.run();
    throttled.run();
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
