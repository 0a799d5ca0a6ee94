import { describe, expect, it } from 'vitest';
import { EventInputSchema, isTimeZone, RsvpInputSchema, TournamentListQuerySchema } from './events-contract';

const valid = { name: 'Bluewater Classic', startDate: '2026-06-01', endDate: '2026-06-02' };

describe('event input', () => {
  it('accepts a minimal draft and fills the defaults', () => {
    const parsed = EventInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      timeZone: 'UTC',
      feeMinor: 0,
      currency: 'USD',
      divisions: [],
      schedule: [],
    });
    expect(parsed.rulesText).toBeUndefined();
  });

  it('explains what is wrong in plain words', () => {
    const result = EventInputSchema.safeParse({
      ...valid,
      name: ' ',
      endDate: '2026-05-30',
      timeZone: 'Mars/Olympus',
      feeMinor: -5,
      dailyCodes: [
        { day: '2026-06-01', code: 'A' },
        { day: '2026-06-01', code: 'B' },
      ],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      name: 'Name is required',
      timeZone: 'Choose a valid time zone',
      feeMinor: 'Amounts cannot be negative',
    });
  });

  it('checks the end date after the rest is valid', () => {
    const result = EventInputSchema.safeParse({ ...valid, endDate: '2026-05-30' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['endDate'],
      message: 'End date must be on or after the start date',
    });
    expect(EventInputSchema.safeParse({ ...valid, startDate: '2026-02-30' }).success).toBe(false);
  });

  it('takes schedule items with a time or TBA', () => {
    const parsed = EventInputSchema.parse({
      ...valid,
      schedule: [
        { kind: 'lines_in', startsAt: '2026-06-01T11:00:00Z' },
        { kind: 'boats_back', startsAt: null },
      ],
    });
    expect(parsed.schedule.map((item) => item.startsAt)).toEqual(['2026-06-01T11:00:00Z', null]);
    expect(
      EventInputSchema.safeParse({ ...valid, schedule: [{ kind: 'party', startsAt: null }] }).success,
    ).toBe(false);
  });
});

describe('time zones, list query, RSVP', () => {
  it('knows IANA names', () => {
    expect(isTimeZone('Pacific/Honolulu')).toBe(true);
    expect(isTimeZone('Nowhere/Else')).toBe(false);
  });

  it('pages by 12 with a cap of 50', () => {
    expect(TournamentListQuerySchema.parse({})).toEqual({ status: 'all', offset: 0, limit: 12 });
    expect(TournamentListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('limits guests', () => {
    expect(RsvpInputSchema.parse({ status: 'going' })).toEqual({ status: 'going', guests: 0 });
    expect(RsvpInputSchema.safeParse({ status: 'going', guests: 21 }).success).toBe(false);
  });
});
