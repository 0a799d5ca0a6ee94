import { describe, expect, it } from 'vitest';
import { BoatInputSchema, CreateTeamSchema, slugify, TeamSlugSchema } from './contract';

describe('team slugs', () => {
  it('makes lower-case ASCII slugs with single hyphens, folding accents', () => {
    expect(slugify('Reel Deal II')).toBe('reel-deal-ii');
    expect(slugify('  Bass Masters Élite!! ')).toBe('bass-masters-elite');
    expect(slugify('Señor  Walleye -- Crew')).toBe('senor-walleye-crew');
  });

  it('falls back to "team" when nothing usable is left, and caps the length', () => {
    expect(slugify('ボート')).toBe('team');
    expect(slugify('!!!')).toBe('team');
    const long = slugify('a'.repeat(40) + ' ' + 'b'.repeat(40));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });

  it('validates slugs as slugify makes them (with a -2 suffix)', () => {
    expect(TeamSlugSchema.safeParse('reel-deal-2').success).toBe(true);
    expect(TeamSlugSchema.safeParse('Reel Deal').success).toBe(false);
    expect(TeamSlugSchema.safeParse('-reel').success).toBe(false);
  });
});

describe('team and boat input', () => {
  it('needs a team name of at least 2 characters, in the catalogue’s words', () => {
    const result = CreateTeamSchema.safeParse({ name: ' A ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a team name of at least 2 characters.');
    expect(CreateTeamSchema.parse({ name: 'Reel Deal', homePort: '  ' })).toEqual({
      name: 'Reel Deal',
      bio: '',
      homePort: null,
    });
  });

  it('needs a boat name and keeps optional fields empty as null', () => {
    expect(BoatInputSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(
      'Please enter a boat name.',
    );
    expect(BoatInputSchema.parse({ name: 'Sea Spray', make: '' })).toMatchObject({
      name: 'Sea Spray',
      make: null,
    });
  });
});
