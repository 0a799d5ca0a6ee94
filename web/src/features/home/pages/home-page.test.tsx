import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useMe } from '#web/lib/session';
import { buildMe, meQuery, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { HomePage } from './home-page';

vi.mock('#web/lib/session', () => ({ useMe: vi.fn() }));

describe('HomePage', () => {
  it('welcomes visitors and offers sign-up and the demo', () => {
    vi.mocked(useMe).mockReturnValue(meQuery(SIGNED_OUT));
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Connecting anglers worldwide through competition, community and adventure.',
    );
    for (const link of screen.getAllByRole('link', { name: /Create your free account/ })) {
      expect(link).toHaveAttribute('href', '/auth/signup');
    }
    expect(screen.getAllByRole('link', { name: /Try the demo/ })[0]).toHaveAttribute('href', '/demo');
  });

  it('does not ask a signed-in angler to create an account', () => {
    vi.mocked(useMe).mockReturnValue(meQuery(buildMe()));
    renderWithProviders(<HomePage />);
    expect(screen.queryByRole('link', { name: /Create your free account/ })).not.toBeInTheDocument();
  });
});
