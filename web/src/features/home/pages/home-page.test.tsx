import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('welcomes visitors and offers sign-up and the demo', () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Connecting anglers worldwide through competition, community and adventure.',
    );
    for (const link of screen.getAllByRole('link', { name: /Create your free account/ })) {
      expect(link).toHaveAttribute('href', '/auth/signup');
    }
    expect(screen.getAllByRole('link', { name: /Try the demo/ })[0]).toHaveAttribute('href', '/demo');
  });

  it('does not ask a signed-in angler to create an account', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    renderWithProviders(<HomePage />);
    // Visitors' calls to action show until the session answers.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Create your free account/ })).not.toBeInTheDocument(),
    );
  });
});
