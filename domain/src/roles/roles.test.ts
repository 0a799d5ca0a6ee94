import { describe, expect, it } from 'vitest';
import { effectiveRoles, primaryRole } from './roles';
import { decideAccess, ruleFor } from './route-access';
import { dashboardsFor } from './dashboards';

describe('primaryRole', () => {
  it('takes the first match in the spec order', () => {
    expect(primaryRole(['user', 'publisher', 'moderator'])).toBe('moderator');
    expect(primaryRole(['tournament_director', 'charter_captain'])).toBe('charter_captain');
    expect(primaryRole(['user', 'admin'])).toBe('admin');
  });
  it('defaults to user', () => {
    expect(primaryRole([])).toBe('user');
    expect(primaryRole(['affiliate'])).toBe('user');
  });
});

describe('effectiveRoles', () => {
  it('treats no roles as user and removes duplicates', () => {
    expect(effectiveRoles([])).toEqual(['user']);
    expect(effectiveRoles(['admin', 'admin', 'user'])).toEqual(['admin', 'user']);
  });
});

describe('route access matrix', () => {
  const as = (...roles: Parameters<typeof primaryRole>[0]) => ({ roles });
  it.each([
    ['/admin', as('admin'), 'allow'],
    ['/admin/users/42', as('moderator'), 'forbidden'],
    ['/moderator', as('moderator'), 'allow'],
    ['/moderator', as('user'), 'forbidden'],
    ['/tournament-director', as('tournament_director'), 'allow'],
    ['/tournament-director', as('admin'), 'allow'],
    ['/tournament-director', as('moderator'), 'forbidden'],
    ['/profile/mfa-settings', as('user'), 'allow'],
    ['/profile/mfa-settings', as('tournament_director'), 'allow'],
    ['/profile/mfa-settings', as('moderator'), 'allow'],
    ['/profile/settings', as('moderator'), 'forbidden'],
    ['/profile', as('advertiser'), 'forbidden'],
    ['/advertiser/campaigns/new', as('advertiser'), 'allow'],
    ['/advertiser/dashboard', as('publisher'), 'forbidden'],
    ['/publisher/earnings', as('publisher'), 'allow'],
    ['/affiliate/payouts', as('affiliate'), 'allow'],
    ['/affiliate/payouts', as('user'), 'forbidden'],
    ['/captain/earnings', as('captain'), 'allow'],
    ['/captain/earnings', as('charter_captain'), 'forbidden'],
    ['/captain/dashboard', as('user'), 'allow'],
    ['/captain/reviews', as('charter_captain'), 'allow'],
    ['/charter/messages', as('charter_captain'), 'allow'],
    ['/charter/messages', as('admin'), 'forbidden'],
    ['/messages/abc', as('user'), 'allow'],
    ['/messages', as('moderator'), 'forbidden'],
  ] as const)('%s for %j → %s', (path, user, decision) => {
    expect(decideAccess(path, user)).toBe(decision);
  });

  it('sends a visitor on a guarded path to sign-in and lets anyone through public paths', () => {
    expect(decideAccess('/admin', null)).toBe('sign-in');
    expect(decideAccess('/profile/mfa-settings', null)).toBe('sign-in');
    expect(decideAccess('/about', null)).toBe('allow');
    expect(decideAccess('/', null)).toBe('allow');
  });

  it("lets anyone read a person's profile, its followers and following, but nothing else under /profile", () => {
    const id = '5f0c7a52-8d3e-4b61-9a0f-2c6d1e7b9a43';
    expect(decideAccess(`/profile/${id}`, null)).toBe('allow');
    expect(decideAccess(`/profile/${id}/followers`, null)).toBe('allow');
    expect(decideAccess(`/profile/${id}/following`, null)).toBe('allow');
    expect(decideAccess(`/profile/${id}`, { roles: ['advertiser'] })).toBe('allow');
    expect(decideAccess(`/profile/${id}/edit`, null)).toBe('sign-in');
    for (const path of ['/profile', '/profile/settings', '/profile/charter-boats', '/profile/my-bookings'])
      expect(decideAccess(path, null), path).toBe('sign-in');
  });

  it('matches whole path segments only', () => {
    expect(ruleFor('/administrator')).toBeUndefined();
    expect(ruleFor('/profile-card')).toBeUndefined();
    expect(ruleFor('/advertise')).toBeUndefined();
  });
});

describe('dashboardsFor', () => {
  it('lists one entry per allowed dashboard by priority 1–7', () => {
    const entries = dashboardsFor(['affiliate', 'user', 'admin', 'tournament_director']);
    expect(entries.map((entry) => [entry.priority, entry.labelKey])).toEqual([
      [1, 'dashboards.admin'],
      [4, 'dashboards.tournamentDirector'],
      [7, 'dashboards.affiliate'],
    ]);
  });
  it('gives a plain user none', () => {
    expect(dashboardsFor(['user'])).toEqual([]);
  });
});

describe('rolesFor', () => {
  it('gives the server the same roles as the page matrix', async () => {
    const { rolesFor } = await import('./route-access');
    expect(rolesFor('/admin')).toEqual(['admin']);
    expect(rolesFor('/tournament-director')).toEqual(['tournament_director', 'admin']);
    expect(() => rolesFor('/nowhere')).toThrow();
  });
});
