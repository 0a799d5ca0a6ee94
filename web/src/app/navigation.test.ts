import { describe, expect, it } from 'vitest';
import { DASHBOARDS } from '@tightlines/domain/roles/dashboards';
import { layoutFor } from './layout-for';
import {
  activeNavId,
  availableLinks,
  bottomBarProfilePath,
  BOTTOM_BAR,
  DISCOVER_NAV,
  FOOTER_GROUPS,
  MOBILE_NAV,
  PRIMARY_NAV,
  SOCIAL_PANEL_NAV,
} from './navigation';
import { isPathAvailable, profilePath } from '#web/lib/pages';

describe('activeNavId (highlight rules)', () => {
  it.each([
    ['/', 'home'],
    ['/events', 'tournaments'],
    ['/events/42', 'tournaments'],
    ['/events/42/past-tournament-notice', 'tournaments'],
    ['/tournaments', 'tournaments'],
    ['/tournaments/7/rules', 'tournaments'],
    ['/charters', 'charters'],
    ['/charters/boat-1', 'charters'],
    ['/getsocial', 'getsocial'],
    ['/getsocial/discover', 'getsocial'],
    ['/gallery', 'gallery'],
    ['/podcasts', 'podcasts'],
    ['/blogs/9', 'blogs'],
    ['/leaderboard/live', 'leaderboard'],
  ])('%s highlights %s', (path, id) => {
    expect(activeNavId(path)).toBe(id);
  });

  it.each([
    '/about',
    '/help',
    '/auth/login',
    '/eventsfoo',
    '/charter-booking-success',
    '/tournament-registration',
  ])('%s highlights nothing', (path) => {
    expect(activeNavId(path)).toBeNull();
  });
});

describe('availability', () => {
  it('shows only pages that exist today in the header and mobile menu', () => {
    expect(availableLinks(PRIMARY_NAV).map((link) => link.id)).toEqual(['home', 'getsocial', 'tournaments']);
    expect(availableLinks(DISCOVER_NAV).map((link) => link.id)).toEqual(['leaderboard']);
    expect(availableLinks(MOBILE_NAV).map((link) => link.id)).toEqual([
      'home',
      'getsocial',
      'tournaments',
      'leaderboard',
    ]);
  });

  it('keeps the spec lists complete, so a later issue only flips availability', () => {
    expect(PRIMARY_NAV.map((link) => link.id)).toEqual(['home', 'getsocial', 'tournaments']);
    expect(DISCOVER_NAV.map((link) => link.id)).toEqual([
      'charters',
      'gallery',
      'podcasts',
      'blogs',
      'leaderboard',
    ]);
    expect(MOBILE_NAV.map((link) => link.id)).toEqual([
      'home',
      'getsocial',
      'tournaments',
      'gallery',
      'podcasts',
      'blogs',
      'leaderboard',
    ]);
    expect(SOCIAL_PANEL_NAV).toHaveLength(10);
    expect(BOTTOM_BAR.map((item) => item.id)).toEqual(
      expect.arrayContaining(['feed', 'discover', 'post', 'activity', 'profile']),
    );
  });

  it('drops footer links to pages that do not exist yet', () => {
    const anglers = FOOTER_GROUPS.find((group) => group.id === 'anglers');
    expect(availableLinks(anglers?.links ?? []).map((link) => link.id)).toEqual([
      'home',
      'tournaments',
      'leaderboard',
      'merchandise',
    ]);
    const business = FOOTER_GROUPS.find((group) => group.id === 'business');
    expect(availableLinks(business?.links ?? []).map((link) => link.id)).not.toContain('charterBoats');
  });

  it('offers the admin, moderator and tournament-director dashboards today, in the spec order', () => {
    expect(DASHBOARDS.filter((entry) => isPathAvailable(entry.path)).map((entry) => entry.role)).toEqual([
      'admin',
      'moderator',
      'tournament_director',
    ]);
  });

  it('sends My profile to the profile page, and visitors to sign in', () => {
    expect(profilePath()).toBe('/profile');
    expect(bottomBarProfilePath(true)).toBe('/profile');
    expect(bottomBarProfilePath(false)).toBe('/auth/login');
  });
});

describe('layoutFor (layouts)', () => {
  it.each([
    ['/', 'default'],
    ['/about', 'default'],
    ['/404', 'default'],
    ['/auth/login', 'special'],
    ['/auth/signup', 'special'],
    ['/admin', 'dashboard'],
    ['/admin/users/1', 'dashboard'],
    ['/moderator', 'dashboard'],
    ['/publisher/dashboard', 'dashboard'],
    ['/affiliate/payouts', 'dashboard'],
    ['/tournament-director', 'dashboard'],
    ['/advertiser/campaigns', 'dashboard'],
    ['/advertiser/signup', 'default'],
    ['/advertise', 'default'],
    ['/getsocial', 'getsocial'],
    ['/getsocial/groups', 'getsocial'],
    ['/hashtag/bass', 'getsocial'],
    ['/mentions', 'getsocial'],
    ['/posts/1', 'getsocial'],
    ['/postsfoo', 'default'],
    ['/livestream/live', 'none'],
  ])('%s uses the %s layout', (path, kind) => {
    expect(layoutFor(path)).toBe(kind);
  });
});
