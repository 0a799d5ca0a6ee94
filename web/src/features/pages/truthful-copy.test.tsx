import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageKey } from '#web/lib/pages';
import { renderWithProviders } from '#web/test/render';
import { pagesRoutes } from './routes';

// Pages a test pretends have landed, on top of the real flags.
const landed = vi.hoisted(() => new Set<string>());
vi.mock('#web/lib/pages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#web/lib/pages')>();
  return {
    ...actual,
    isAvailable: (page: PageKey) => landed.has(page) || actual.isAvailable(page),
  };
});

afterEach(() => landed.clear());

beforeAll(async () => {
  await Promise.all([
    import('./pages/about-page'),
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

describe('About', () => {
  it('lists what works today, each linking to its page, and never mentions forums while they do not exist', async () => {
    renderAt('/about');
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'What works on Tightlines today' })
    ).closest('section')!;
    expect(section).toHaveTextContent('Tournaments and registration');
    expect(screen.getByRole('link', { name: /Live leaderboards/ })).toHaveAttribute('href', '/leaderboard');
    expect(screen.getByRole('link', { name: /Tools for tournament directors/ })).toHaveAttribute(
      'href',
      '/tournament-director',
    );
    expect(document.body).not.toHaveTextContent(/forum/i);
    expect(document.body).not.toHaveTextContent(/charter boats/i);
  });

  it('mentions forums once their page lands', async () => {
    landed.add('forums');
    renderAt('/about');
    expect(await screen.findByRole('link', { name: /Forums/ })).toHaveAttribute('href', '/forums');
  });
});

describe('Help', () => {
  it('explains tournaments as working, not coming soon', async () => {
    renderAt('/help');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tournaments' });
    expect(heading.closest('section')).toHaveTextContent(/QR code/);
    expect(document.body).not.toHaveTextContent(/coming soon/i);
    expect(document.body).not.toHaveTextContent(/rolled out/i);
  });

  it('opens with what is live, from the availability flags', async () => {
    renderAt('/help');
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'What you can do on Tightlines' })
    ).closest('section')!;
    expect(section).toHaveTextContent('Social feed:');
    expect(section).not.toHaveTextContent('Groups');
    expect(section).not.toHaveTextContent('Podcasts');
  });

  it('adds a capability to the list when its page lands', async () => {
    landed.add('podcasts');
    renderAt('/help');
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'What you can do on Tightlines' })
    ).closest('section')!;
    expect(section).toHaveTextContent('Podcasts:');
  });
});

describe('FAQ', () => {
  it('tells how to enter a tournament today and lists what works', async () => {
    const { user } = renderAt('/faq');
    await user.click(
      await screen.findByRole('button', { name: 'How do I enter a tournament?' }, { timeout: 5000 }),
    );
    expect(screen.getByText(/choose Register/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/rolling out/i);

    await user.click(screen.getByRole('button', { name: 'What can I do on Tightlines today?' }));
    const answer = screen.getByText(/All of this works today/);
    expect(answer).toHaveTextContent('Tournaments and registration');
    expect(answer).not.toHaveTextContent('Groups');
    expect(document.body).not.toHaveTextContent(/joining groups|charter bookings/i);
  });

  it('names groups among what works once their page lands', async () => {
    landed.add('socialGroups');
    const { user } = renderAt('/faq');
    await user.click(await screen.findByRole('button', { name: 'What can I do on Tightlines today?' }));
    expect(screen.getByText(/All of this works today/)).toHaveTextContent('Groups');
  });
});

describe('Business pages', () => {
  it.each(['/business/partner-programs', '/business/solutions', '/press', '/company/brand-partnerships'])(
    '%s promises no dashboards, forums, groups or charters',
    async (route) => {
      renderAt(route);
      await screen.findByRole('heading', { level: 1 });
      expect(document.body).not.toHaveTextContent(/dashboard|forum|groups|charters/i);
    },
  );
});

describe('Advertise', () => {
  it('says that no ads run yet, while still describing the formats we will sell', async () => {
    await import('./pages/advertise-page');
    renderAt('/advertise');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Ads do not run on Tightlines yet. Tell us what you want to promote',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ad formats' })).toBeInTheDocument();
  });
});

describe('Messages', () => {
  it('are told about on About, linking to /messages', async () => {
    renderAt('/about');
    await screen.findByRole('heading', { level: 2, name: 'What works on Tightlines today' });
    expect(screen.getByRole('link', { name: /Direct messages and team chat/ })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});
