import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DirectorEventList } from '@tightlines/domain/tournaments/events-contract';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { buildSummary } from '#web/features/tournaments/testing/fixtures';
import { SectionTabs } from '#web/components/ui/section-tabs';
import { directorNav } from './nav';
import { DirectorHomePage } from './pages/director-home-page';

const LIVE_ID = '44444444-4444-4444-8444-444444444401';
const DRAFT_ID = '44444444-4444-4444-8444-444444444402';

const list: DirectorEventList = {
  items: [
    {
      ...buildSummary({ id: LIVE_ID, name: 'Bluewater Classic', status: 'active', registeredCount: 12 }),
      attention: { catchesWaiting: 3, unpaidFees: 2, boatsOnWater: 9 },
    },
    {
      ...buildSummary({ id: DRAFT_ID, name: 'Autumn draft', eventStatus: 'draft' }),
      attention: { catchesWaiting: 0, unpaidFees: 0, boatsOnWater: 0 },
    },
  ],
};

describe('/tournament-director', () => {
  it('shows per live event the catches waiting, unpaid fees and boats on the water, each linking to its queue', async () => {
    mockApi({ 'GET /api/tournament-director/events': { body: list } });
    renderWithProviders(<DirectorHomePage />);
    const attention = within(
      await screen.findByRole('list', { name: 'Needs attention at Bluewater Classic' }),
    );
    const base = `/tournament-director/events/${LIVE_ID}`;
    expect(attention.getByRole('link', { name: /3\s*Catches waiting/ })).toHaveAttribute(
      'href',
      `${base}/judging`,
    );
    expect(attention.getByRole('link', { name: /2\s*Unpaid fees/ })).toHaveAttribute(
      'href',
      `${base}/registrations?payment=payment_pending`,
    );
    expect(attention.getByRole('link', { name: /9\s*Boats on the water/ })).toHaveAttribute(
      'href',
      `${base}/registrations?checkIn=in`,
    );
    expect(screen.getByRole('link', { name: 'Autumn draft' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Needs attention at Autumn draft' })).not.toBeInTheDocument();
  });
});

describe('the director menu', () => {
  it('links to the plans and pricing page', async () => {
    renderWithProviders(<SectionTabs items={directorNav} label="Director menu" />);
    const menu = within(await screen.findByRole('navigation', { name: 'Director menu' }));
    expect(menu.getByRole('link', { name: 'Plans and pricing' })).toHaveAttribute('href', '/pricing');
  });
});
