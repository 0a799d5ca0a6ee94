import { describe, expect, it } from 'vitest';
import { emptyEntryForm, entryPayload } from './entry-form';

describe('entryPayload', () => {
  it('turns typed pounds, ounces and inches into grams and millimetres, hidden and private by default', () => {
    const values = {
      ...emptyEntryForm(new Date('2026-05-01T08:30:00')),
      species: 'Walleye',
      lb: '4',
      oz: '8',
      length: '22',
    };
    const result = entryPayload(values, 'imperial');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fields).toMatchObject({
      species: 'Walleye',
      weightGrams: 2041,
      lengthMm: 559,
      locationPrecision: 'hidden',
      visibility: 'private',
      latitude: null,
      tackleItemId: null,
    });
  });

  it('names the field the domain schema refuses', () => {
    expect(entryPayload({ ...emptyEntryForm(), species: 'Pike', kg: 'lots' }, 'metric')).toEqual({
      ok: false,
      field: 'kg',
    });
    expect(
      entryPayload({ ...emptyEntryForm(), species: 'Pike', latitude: '95', longitude: '10' }, 'metric'),
    ).toEqual({
      ok: false,
      field: 'latitude',
    });
    expect(entryPayload({ ...emptyEntryForm(), species: 'Pike', latitude: '45' }, 'metric')).toEqual({
      ok: false,
      field: 'latitude',
    });
  });
});
