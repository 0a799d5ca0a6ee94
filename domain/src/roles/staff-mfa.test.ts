import { describe, expect, it } from 'vitest';
import { rolesFor } from './route-access';
import { staffMfaApplies } from './staff-mfa';

describe('staffMfaApplies', () => {
  it('applies to the staff areas for the staff roles that open them', () => {
    expect(staffMfaApplies(rolesFor('/admin'), ['admin', 'user'])).toBe(true);
    expect(staffMfaApplies(rolesFor('/tournament-director'), ['tournament_director', 'user'])).toBe(true);
    expect(staffMfaApplies(rolesFor('/tournament-director'), ['admin'])).toBe(true);
    expect(staffMfaApplies(rolesFor('/moderator'), ['moderator'])).toBe(true);
  });

  it('does not apply when a non-staff role grants the route, or the route is for every user', () => {
    expect(staffMfaApplies(rolesFor('/captain/bookings'), ['admin', 'charter_captain'])).toBe(false);
    expect(staffMfaApplies(rolesFor('/profile'), ['admin'])).toBe(false);
    expect(staffMfaApplies(rolesFor('/advertiser'), ['advertiser'])).toBe(false);
  });

  it('does not apply to someone the route refuses anyway', () => {
    expect(staffMfaApplies(rolesFor('/admin'), ['user'])).toBe(false);
  });
});
