import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildMe } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { RootLayout } from './root-layout';

// The banner's code never arrives here: what the shell shows meanwhile is what this file checks.
vi.mock('#web/features/demo/components/demo-banner', () => ({
  DemoBanner: () => {
    throw new Promise<never>(() => {});
  },
}));

describe('RootLayout (demo banner still loading)', () => {
  it('holds the banner’s room with a bar of its height, hidden from screen readers, above the page', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ isDemo: true }) },
      'GET /api/leaderboards/active-count': { body: { count: 0 } },
      'GET /api/notifications': { body: { items: [], unreadCount: 0 } },
    });
    renderWithProviders(null, {
      route: '/tournaments',
      routes: [{ element: <RootLayout />, children: [{ path: '*', element: <h1>Page body</h1> }] }],
    });
    await screen.findByRole('heading', { name: 'Page body' });
    await waitFor(() => expect(document.querySelector('div[aria-hidden="true"].h-13')).not.toBeNull());
    const bar = document.querySelector('div[aria-hidden="true"].h-13')!;
    expect(bar.className).toContain('bg-amber-100');
    // It comes before the page in the document, where the banner will be.
    expect(bar.compareDocumentPosition(screen.getByRole('heading', { name: 'Page body' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByRole('region', { name: 'Demo mode' })).not.toBeInTheDocument();
  });
});
