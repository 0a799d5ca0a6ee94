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
  captainMenuFor,
  MOBILE_NAV,
  myBookingsLinkFor,
  PRIMARY_NAV,
  SOCIAL_PANEL_NAV,
} from './navigation';
import { isPathAvailable, PAGES, profilePath } from '#web/lib/pages';
import { adminNav } from '#web/features/admin/nav';

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
    ['/booking-hub', 'bookingHub'],
    ['/getsocial', 'getsocial'],
    ['/getsocial/discover', 'getsocial'],
    ['/gallery', 'gallery'],
    ['/podcasts', 'podcasts'],
    ['/blogs/9', 'blogs'],
    ['/leaderboard/live', 'leaderboard'],
    ['/events/new', 'tournaments'],
    ['/groups', 'groups'],
    ['/groups/great-lakes-walleye-crew', 'groups'],
    ['/getsocial/groups', 'getsocial'],
    ['/getsocial/events', 'getsocial'],
    ['/forums', 'forums'],
    ['/forums/tackle-talk', 'forums'],
    ['/topics/walleye', 'forums'],
    ['/topics/walleye/7b1c7c43-93c5-4f4f-9b61-0c9e0e1f6a11', 'forums'],
  ])('%s highlights %s', (path, id) => {
    expect(activeNavId(path)).toBe(id);
  });

  it.each([
    '/about',
    '/help',
    '/auth/login',
    '/eventsfoo',
    '/charter-booking-success',
    '/booking-hubfoo',
    '/tournament-registration',
    '/groupsfoo',
    '/forumsfoo',
    '/topicsfoo',
  ])('%s highlights nothing', (path) => {
    expect(activeNavId(path)).toBeNull();
  });
});

describe('availability', () => {
  it('shows only pages that exist today in the header and mobile menu', () => {
    expect(availableLinks(PRIMARY_NAV).map((link) => link.id)).toEqual(['home', 'getsocial', 'tournaments']);
    expect(availableLinks(DISCOVER_NAV).map((link) => link.id)).toEqual([
      'charters',
      'bookingHub',
      'leaderboard',
      'groups',
      'events',
      'forums',
      'fishingReports',
      'anglers',
      'topFans',
      'rewards',
    ]);
    // A phone has no Discover drop-down and no side panel: the charters are in its menu (issue 18).
    expect(availableLinks(MOBILE_NAV).map((link) => link.id)).toEqual([
      'home',
      'getsocial',
      'tournaments',
      'charters',
      'bookingHub',
      'leaderboard',
      'groups',
      'events',
      'forums',
      'fishingReports',
      'anglers',
      'topFans',
      'rewards',
    ]);
  });

  it('sends the Discover menu to the charters, the booking hub, the community spaces and the angler pages, each with an icon', () => {
    const community = availableLinks(DISCOVER_NAV).filter((link) => link.id !== 'leaderboard');
    expect(community.map((link) => [PAGES[link.page].path, Boolean(link.icon)])).toEqual([
      ['/charters', true],
      ['/booking-hub', true],
      ['/groups', true],
      ['/events', true],
      ['/forums', true],
      ['/fishing-reports', true],
      ['/anglers', true],
      ['/top-fans', true],
      ['/gamification', true],
    ]);
  });

  it("gives the social quick-access panel my groups and my events, and nothing that doesn't exist", () => {
    expect(availableLinks(SOCIAL_PANEL_NAV).map((link) => PAGES[link.page].path)).toEqual([
      '/',
      '/search',
      '/getsocial/groups',
      '/getsocial/events',
      '/gamification',
      '/tournaments',
      '/charters',
      '/booking-hub',
      '/fishing-reports',
      '/profile/catch-log',
      '/tackle-box',
      '/saved',
      '/scheduled-posts',
      '/analytics',
      '/profile/settings',
    ]);
  });

  it('keeps the spec lists complete, so a later issue only flips availability', () => {
    expect(PRIMARY_NAV.map((link) => link.id)).toEqual(['home', 'getsocial', 'tournaments']);
    expect(DISCOVER_NAV.map((link) => link.id)).toEqual([
      'charters',
      'bookingHub',
      'gallery',
      'podcasts',
      'blogs',
      'leaderboard',
      'groups',
      'events',
      'forums',
      'fishingReports',
      'anglers',
      'topFans',
      'rewards',
    ]);
    expect(MOBILE_NAV.map((link) => link.id)).toEqual([
      'home',
      'getsocial',
      'tournaments',
      'charters',
      'bookingHub',
      'gallery',
      'podcasts',
      'blogs',
      'leaderboard',
      'groups',
      'events',
      'forums',
      'fishingReports',
      'anglers',
      'topFans',
      'rewards',
    ]);
    expect(SOCIAL_PANEL_NAV).toHaveLength(17);
    expect(BOTTOM_BAR.map((item) => item.id)).toEqual(
      expect.arrayContaining(['feed', 'discover', 'post', 'activity', 'profile']),
    );
  });

  it('lists the events calendar, forums, groups, charters and the booking hub for anglers, and drops footer links to pages that do not exist yet', () => {
    const anglers = FOOTER_GROUPS.find((group) => group.id === 'anglers');
    expect(availableLinks(anglers?.links ?? []).map((link) => [link.id, PAGES[link.page].path])).toEqual([
      ['home', '/'],
      ['tournaments', '/tournaments'],
      ['events', '/events'],
      ['leaderboard', '/leaderboard'],
      ['forums', '/forums'],
      ['groups', '/groups'],
      ['charters', '/charters'],
      ['bookingHub', '/booking-hub'],
      ['merchandise', '/merchandise'],
    ]);
    const business = FOOTER_GROUPS.find((group) => group.id === 'business');
    expect(availableLinks(business?.links ?? []).find((link) => link.id === 'charterBoats')?.page).toBe(
      'charterBoats',
    );
    expect(PAGES.charterBoats.path).toBe('/profile/charter-boats');
  });

  it("offers the admin, moderator, captain's and tournament-director dashboards today, in the spec order", () => {
    expect(DASHBOARDS.filter((entry) => isPathAvailable(entry.path)).map((entry) => entry.role)).toEqual([
      'admin',
      'moderator',
      'charter_captain',
      'tournament_director',
    ]);
  });

  it('sends My profile to the profile page, and visitors to sign in', () => {
    expect(profilePath()).toBe('/profile');
    expect(bottomBarProfilePath(true)).toBe('/profile');
    expect(bottomBarProfilePath(false)).toBe('/auth/login');
  });
});

describe('captain menu (issue 18)', () => {
  const paths = (roles: Parameters<typeof captainMenuFor>[0]) =>
    captainMenuFor(roles).map((link) => link.path);

  it("gives a charter captain the captain's office, earnings under their profile", () => {
    expect(paths(['user', 'charter_captain'])).toEqual([
      '/captain/dashboard',
      '/captain/bookings',
      '/profile/charter-boats',
      '/profile/add-boat',
      '/profile/earnings',
      '/captain/reviews',
      '/charter/messages',
    ]);
  });

  it('sends a captain to /captain/earnings, which the route matrix opens to them', () => {
    expect(captainMenuFor(['user', 'captain']).find((link) => link.id === 'earnings')?.path).toBe(
      '/captain/earnings',
    );
  });

  it('leaves out the pages the route matrix closes to a role', () => {
    // A charter captain without the user role may not open /profile/* (user, admin) but may open the rest.
    expect(paths(['charter_captain'])).toEqual([
      '/captain/dashboard',
      '/captain/bookings',
      '/captain/reviews',
      '/charter/messages',
    ]);
  });

  it("gives admins the charters' review queue in the admin navigation", () => {
    expect(adminNav.find((item) => item.to === '/admin/charters')?.labelKey).toBe('admin:nav.charters');
  });

  it('gives anglers, moderators and admins no captain menu, and every signed-in angler My bookings', () => {
    expect(captainMenuFor(['user'])).toEqual([]);
    expect(captainMenuFor(['admin', 'moderator'])).toEqual([]);
    expect(myBookingsLinkFor(['user'])?.path).toBe('/profile/my-bookings');
    expect(myBookingsLinkFor(['moderator'])).toBeNull();
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
