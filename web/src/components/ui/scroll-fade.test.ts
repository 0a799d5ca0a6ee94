import { describe, expect, it } from 'vitest';
import { fadeMask, hiddenEdges } from './scroll-fade';

describe('scroll fade', () => {
  const row = { scrollWidth: 587, clientWidth: 390 };

  it('fades only the edges that hide tabs, left to right', () => {
    expect(hiddenEdges({ ...row, scrollLeft: 0, rtl: false })).toEqual({ left: false, right: true });
    expect(hiddenEdges({ ...row, scrollLeft: 80, rtl: false })).toEqual({ left: true, right: true });
    expect(hiddenEdges({ ...row, scrollLeft: 197, rtl: false })).toEqual({ left: true, right: false });
  });

  it('reads right-to-left rows, which start at 0 and scroll negative', () => {
    expect(hiddenEdges({ ...row, scrollLeft: 0, rtl: true })).toEqual({ left: true, right: false });
    expect(hiddenEdges({ ...row, scrollLeft: -197, rtl: true })).toEqual({ left: false, right: true });
  });

  it('leaves a row that fits alone', () => {
    expect(hiddenEdges({ scrollWidth: 390, clientWidth: 390, scrollLeft: 0, rtl: false })).toEqual({
      left: false,
      right: false,
    });
    expect(fadeMask({ left: false, right: false })).toBeUndefined();
    expect(fadeMask({ left: false, right: true })?.maskImage).toBe(
      'linear-gradient(to right, transparent 0, #000 0px, #000 calc(100% - 3rem), transparent 100%)',
    );
  });
});
