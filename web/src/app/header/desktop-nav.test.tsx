import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '#web/test/render';
import { DesktopNav } from './desktop-nav';

describe('DesktopNav', () => {
  it('opens the Discover menu from its stand-in button on the first click', async () => {
    const { user } = renderWithProviders(<DesktopNav onDark={false} />, { route: '/leaderboard' });
    const discover = screen.getByRole('button', { name: 'Discover' });
    expect(discover).toHaveAttribute('data-active', 'true');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(discover);
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(within(menu).getByRole('menuitem', { name: 'Leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(screen.getByRole('button', { name: 'Discover' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists the charters, the booking hub, Groups, Events, Forums and the angler pages under Discover, and no page that does not exist', async () => {
    const { user } = renderWithProviders(<DesktopNav onDark={false} />, {
      route: '/groups/fly-tying-circle',
    });
    const discover = screen.getByRole('button', { name: 'Discover' });
    // A group's page lights up Discover, where Groups lives.
    expect(discover).toHaveAttribute('data-active', 'true');

    await user.click(discover);
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Charters', '/charters'],
      ['Booking hub', '/booking-hub'],
      ['Leaderboard', '/leaderboard'],
      ['Groups', '/groups'],
      ['Events', '/events'],
      ['Forums', '/forums'],
      ['Fishing reports', '/fishing-reports'],
      ['Top anglers', '/anglers'],
      ['Top fans', '/top-fans'],
      ['Rewards', '/gamification'],
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
    for (const later of ['Gallery', 'Podcasts', 'Blogs'])
      expect(within(menu).queryByRole('menuitem', { name: later })).not.toBeInTheDocument();
  });

  it('lights Tournaments, not Discover, on the events calendar', () => {
    renderWithProviders(<DesktopNav onDark={false} />, { route: '/events' });
    expect(screen.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Discover' })).not.toHaveAttribute('data-active');
  });

  it('lights Discover inside a forum topic', () => {
    renderWithProviders(<DesktopNav onDark={false} />, { route: '/topics/walleye-jigging' });
    expect(screen.getByRole('button', { name: 'Discover' })).toHaveAttribute('data-active', 'true');
  });
});
