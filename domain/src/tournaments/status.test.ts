import { describe, expect, it } from 'vitest';
import {
  compareTournaments,
  isCalendarDate,
  isRegistrationOpen,
  startOfDayIn,
  zonedInstant,
  todayIn,
  tournamentStatus,
  type TournamentStatus,
} from './status';

describe('tournamentStatus', () => {
  const event = { startDate: '2026-06-10', endDate: '2026-06-12' };

  it('is upcoming the day before it starts', () => {
    expect(tournamentStatus(event, '2026-06-09')).toBe('upcoming');
  });
  it('is active on its first day, in between and on its last day', () => {
    expect(tournamentStatus(event, '2026-06-10')).toBe('active');
    expect(tournamentStatus(event, '2026-06-11')).toBe('active');
    expect(tournamentStatus(event, '2026-06-12')).toBe('active');
  });
  it('is completed the day after it ends', () => {
    expect(tournamentStatus(event, '2026-06-13')).toBe('completed');
  });
  it('treats a missing end date as a one-day event', () => {
    expect(tournamentStatus({ startDate: '2026-06-10', endDate: null }, '2026-06-10')).toBe('active');
    expect(tournamentStatus({ startDate: '2026-06-10' }, '2026-06-11')).toBe('completed');
  });
  it('compares across month and year boundaries', () => {
    expect(tournamentStatus({ startDate: '2026-12-31', endDate: '2027-01-02' }, '2027-01-01')).toBe('active');
    expect(tournamentStatus({ startDate: '2026-09-30', endDate: '2026-10-01' }, '2026-10-02')).toBe(
      'completed',
    );
  });
});

describe('todayIn', () => {
  // 2026-06-13 03:30 UTC: still the 12th in Honolulu and Florida, already the 13th in London and Sydney.
  const instant = new Date('2026-06-13T03:30:00Z');

  it("is the calendar day at the event's water", () => {
    expect(todayIn('Pacific/Honolulu', instant)).toBe('2026-06-12');
    expect(todayIn('America/New_York', instant)).toBe('2026-06-12');
    expect(todayIn('Europe/London', instant)).toBe('2026-06-13');
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-06-13');
  });

  it('keeps a tournament ending on the 12th active in Florida while it is over in London', () => {
    const event = { startDate: '2026-06-10', endDate: '2026-06-12' };
    expect(tournamentStatus(event, todayIn('America/New_York', instant))).toBe('active');
    expect(tournamentStatus(event, todayIn('Europe/London', instant))).toBe('completed');
  });

  it('turns the day at local midnight, not UTC midnight', () => {
    expect(todayIn('America/Los_Angeles', new Date('2026-01-01T07:59:59Z'))).toBe('2025-12-31');
    expect(todayIn('America/Los_Angeles', new Date('2026-01-01T08:00:00Z'))).toBe('2026-01-01');
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-6-1')).toBe(false);
    expect(isCalendarDate('TBA')).toBe(false);
  });
});

describe('compareTournaments', () => {
  const t = (
    name: string,
    status: TournamentStatus,
    startDate: string,
    lastCatchAt: string | null = null,
  ) => ({
    name,
    status,
    startDate,
    lastCatchAt,
  });

  it('orders active, upcoming, completed', () => {
    const list = [
      t('Done', 'completed', '2026-01-01'),
      t('Soon', 'upcoming', '2026-08-01'),
      t('Now', 'active', '2026-06-01'),
    ];
    expect(list.sort(compareTournaments).map((x) => x.name)).toEqual(['Now', 'Soon', 'Done']);
  });

  it('puts the most recent catch first within a status, and those with a catch before those without', () => {
    const list = [
      t('Quiet', 'active', '2026-06-01'),
      t('Morning bite', 'active', '2026-06-01', '2026-06-02T08:00:00Z'),
      t('Evening bite', 'active', '2026-06-01', '2026-06-02T18:30:00Z'),
    ];
    expect(list.sort(compareTournaments).map((x) => x.name)).toEqual([
      'Evening bite',
      'Morning bite',
      'Quiet',
    ]);
  });

  it('breaks remaining ties by date (soonest upcoming, latest completed) and then by name', () => {
    const upcoming = [
      t('B', 'upcoming', '2026-09-01'),
      t('A', 'upcoming', '2026-09-01'),
      t('C', 'upcoming', '2026-07-01'),
    ];
    expect(upcoming.sort(compareTournaments).map((x) => x.name)).toEqual(['C', 'A', 'B']);
    const completed = [t('Spring', 'completed', '2026-03-01'), t('Summer', 'completed', '2026-05-01')];
    expect(completed.sort(compareTournaments).map((x) => x.name)).toEqual(['Summer', 'Spring']);
  });
});

describe('registration deadline', () => {
  it('defaults to midnight of the first day where the event is held', () => {
    expect(startOfDayIn('2026-06-01', 'America/New_York').toISOString()).toBe('2026-06-01T04:00:00.000Z');
    expect(startOfDayIn('2026-12-01', 'America/New_York').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(startOfDayIn('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDayIn('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('reads a time on the event’s clock as an instant', () => {
    expect(zonedInstant('2026-06-01', 6 * 60 + 30, 'America/New_York').toISOString()).toBe(
      '2026-06-01T10:30:00.000Z',
    );
    expect(zonedInstant('2026-12-01', 15 * 60 + 45, 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-01T10:15:00.000Z',
    );
  });

  it('is open until the deadline, the director’s or the start', () => {
    const event = { startDate: '2026-06-01', timeZone: 'America/New_York' };
    expect(isRegistrationOpen(event, new Date('2026-06-01T03:59:00Z'))).toBe(true);
    expect(isRegistrationOpen(event, new Date('2026-06-01T04:00:00Z'))).toBe(false);
    const early = { ...event, registrationClosesAt: '2026-05-25T22:00:00Z' };
    expect(isRegistrationOpen(early, new Date('2026-05-25T21:59:00Z'))).toBe(true);
    expect(isRegistrationOpen(early, new Date('2026-05-26T00:00:00Z'))).toBe(false);
  });
});
