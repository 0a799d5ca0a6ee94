import { describe, expect, it } from 'vitest';
import { directionOf, LANGUAGE_CODES, LANGUAGES, suggestLanguageForCountry } from './languages';

describe('languages', () => {
  it('has the seventeen spec codes with native names', () => {
    expect(LANGUAGE_CODES).toEqual([
      'en',
      'ja',
      'ar',
      'es',
      'pt',
      'fr',
      'zh-CN',
      'ko',
      'ro',
      'hr',
      'el',
      'de',
      'it',
      'zh-TW',
      'th',
      'fil',
      'ms',
    ]);
    expect(LANGUAGES.every((language) => language.nativeName.length > 0)).toBe(true);
  });
  it('sets right-to-left for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(LANGUAGE_CODES.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar']);
  });
  it('suggests by country with English otherwise', () => {
    expect(suggestLanguageForCountry('jp')).toBe('ja');
    expect(suggestLanguageForCountry('BR')).toBe('pt');
    expect(suggestLanguageForCountry('SE')).toBe('en');
  });
});
