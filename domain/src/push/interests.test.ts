import { describe, expect, it } from 'vitest';
import { PushInterestsSchema, PushTokenSchema } from './contract';
import { MAX_INTERESTS, isValidInterest, personalInterest, uniqueInterests } from './interests';

describe('push interests', () => {
  it('are non-empty ASCII letters, digits and _-=@,. of at most 164 characters', () => {
    expect(['a', 'Bass_2026', 'a-b=c@d,e.f', 'x'.repeat(164)].every(isValidInterest)).toBe(true);
    expect(['', ' ', 'a b', 'pêche', 'a/b', 'a#b', 'x'.repeat(165), null, 7].some(isValidInterest)).toBe(
      false,
    );
  });

  it('lose duplicates in first-seen order; a device holds at most 5,000', () => {
    expect(uniqueInterests(['pike', 'bass', 'pike'])).toEqual(['pike', 'bass']);
    const many = Array.from({ length: MAX_INTERESTS + 1 }, (_, index) => `i${index}`);
    expect(PushInterestsSchema.safeParse({ interests: many.slice(1) }).success).toBe(true);
    expect(PushInterestsSchema.safeParse({ interests: many }).success).toBe(false);
  });

  it('name a person as user-{userId}', () => {
    expect(personalInterest('42')).toBe('user-42');
  });

  it('come with a subscription: an http(s) endpoint and its two keys', () => {
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    expect(
      PushTokenSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys }).success,
    ).toBe(true);
    expect(PushTokenSchema.safeParse({ endpoint: 'javascript:alert(1)', keys }).success).toBe(false);
    expect(
      PushTokenSchema.safeParse({ endpoint: 'https://x.test/', keys: { ...keys, auth: 'no' } }).success,
    ).toBe(false);
  });
});
