import { describe, expect, it } from 'vitest';
import { HANDLE_PATTERN, handleBaseFrom } from './handle';

describe('handleBaseFrom', () => {
  it('folds accents and drops spaces and punctuation', () => {
    expect(handleBaseFrom('José Núñez-Ortiz', 'x@example.com')).toBe('josenunezortiz');
  });

  it('falls back to the e-mail local part when the name has no ASCII letters', () => {
    expect(handleBaseFrom('山田', 'kenji.yamada@example.jp')).toBe('kenjiyamada');
  });

  it('pads very short names and always yields a valid handle', () => {
    expect(handleBaseFrom('Al', 'a@b.co')).toBe('alangler');
    expect(handleBaseFrom('A very long name indeed for anyone', 'x@y.z')).toMatch(HANDLE_PATTERN);
  });
});
