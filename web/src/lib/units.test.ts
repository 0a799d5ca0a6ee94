import { describe, expect, it } from 'vitest';
import { fahrenheitFrom, lengthField, lengthFrom, temperatureField, weightFields, weightFrom } from './units';

describe('unit fields', () => {
  it('reads every whole gram back from lb/oz and kg fields without drift', () => {
    for (let grams = 1; grams <= 200_000; grams += grams < 5000 ? 1 : 37) {
      expect(weightFrom(weightFields(grams, 'imperial'), 'imperial')).toBe(grams);
      expect(weightFrom(weightFields(grams, 'metric'), 'metric')).toBe(grams);
    }
  });

  it('reads every whole millimetre and centimetre back from in, cm, ft and m', () => {
    for (let base = 1; base <= 20_000; base += base < 3000 ? 1 : 13) {
      expect(lengthFrom(lengthField(base, 'fish', 'imperial'), 'fish', 'imperial')).toBe(base);
      expect(lengthFrom(lengthField(base, 'fish', 'metric'), 'fish', 'metric')).toBe(base);
      expect(lengthFrom(lengthField(base, 'boat', 'imperial'), 'boat', 'imperial')).toBe(base);
      expect(lengthFrom(lengthField(base, 'boat', 'metric'), 'boat', 'metric')).toBe(base);
    }
  });

  it('takes a comma decimal, leaves empty as nothing and refuses what is not a number', () => {
    expect(weightFrom({ kg: '1,5' }, 'metric')).toBe(1500);
    expect(weightFrom({ lb: '', oz: '' }, 'imperial')).toBeUndefined();
    expect(weightFrom({ lb: '2', oz: 'x' }, 'imperial')).toBeNaN();
    expect(lengthFrom('25', 'boat', 'imperial')).toBe(762);
    expect(lengthFrom('', 'fish', 'metric')).toBeUndefined();
  });

  it('reads water temperatures in °F or °C and stores °F to a tenth', () => {
    expect(fahrenheitFrom('64.5', 'imperial')).toBe(64.5);
    expect(fahrenheitFrom('18', 'metric')).toBe(64.4);
    expect(fahrenheitFrom('', 'metric')).toBeUndefined();
    expect(fahrenheitFrom('warm', 'imperial')).toBeNaN();
    expect(temperatureField(64.4, 'metric')).toBe('18');
    expect(temperatureField(64.5, 'imperial')).toBe('64.5');
  });
});
