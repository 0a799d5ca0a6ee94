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
});
