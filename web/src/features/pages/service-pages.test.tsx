import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { pagesRoutes } from './routes';

// Lazy routes: load them once up front so the first test does not race a cold module transform.
beforeAll(async () => {
  await Promise.all([
    import('./pages/service-detail-page'),
    import('./pages/services-page'),
    import('./pages/content-page'),
    import('./pages/faq-page'),
  ]);
});

function renderAt(route: string) {
  return renderWithProviders(null, {
    route,
    routes: [...pagesRoutes, { path: '404', element: <p>Page not found</p> }],
  });
}

describe('service pages', () => {
  it('renders a service with its audiences, FAQ and a contact link that preselects the interest', async () => {
    const { user } = renderAt('/services/managed-it');

    expect(await screen.findByRole('heading', { level: 1, name: 'Managed IT' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tournament organizers' })).toBeInTheDocument();
    const [cta] = screen.getAllByRole('link', { name: 'Talk to us about this' });
    expect(cta).toHaveAttribute('href', '/contact?interest=cloud_solutions');

    const question = screen.getByRole('button', { name: 'Can you support an event in a remote spot?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/offline scoring and a backup connection/)).toBeVisible();
  });

  it('replaces an unknown service slug with /404', async () => {
    const { router } = renderAt('/services/bait-delivery');

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lists all four services on the overview', async () => {
    renderAt('/services');
    for (const name of ['Marketing', 'Automation', 'Managed IT', 'Virtual assistants']) {
      expect(await screen.findByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });
});

describe('content pages', () => {
  it('serves the privacy policy on both paths with a table of contents and its date', async () => {
    for (const route of ['/privacy', '/privacy-policy']) {
      const { unmount } = renderAt(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
      expect(screen.getByText('Last updated November 29, 2026')).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Photos and fishing locations' })[0]).toHaveAttribute(
        'href',
        '#photos',
      );
      unmount();
    }
  });

  it('gives each help topic a stable anchor', async () => {
    renderAt('/help');
    // Help and the FAQ are long pages: role queries over them take a while on a busy machine.
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'Two-factor authentication' },
      { timeout: 5000 },
    );
    expect(heading.closest('section')).toHaveAttribute('id', 'two-factor');
  });

  it('shows at least ten FAQ questions', async () => {
    renderAt('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, { timeout: 5000 });
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(10);
  });
});
