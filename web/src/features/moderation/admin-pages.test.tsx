import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { AuditPage, ModerationHealth, ModerationSettings } from '@tightlines/domain/moderation/contract';
import { mockApi, type ApiRoute } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { ModerationHealthPage } from './pages/health-page';
import { AuditLogPage } from './pages/audit-page';
import { author, moderator } from './testing/fixtures';

const health: ModerationHealth = {
  openItems: 42,
  openBySource: [
    { source: 'report', count: 35 },
    { source: 'hold', count: 5 },
    { source: 'appeal', count: 2 },
  ],
  openByReason: [
    { reason: 'spam', count: 20 },
    { reason: 'harassment', count: 9 },
  ],
  claimedItems: 4,
  oldestOpenAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  medianMinutesToAction: 135,
  resolvedLast7Days: 120,
  reportsLast7Days: 310,
  activeSuspensions: 3,
  bans: 1,
};

const settings: ModerationSettings = {
  holdWords: ['buy followers'],
  strikesToSuspend: 3,
  strikeSuspensionDays: 7,
  holdNewAccountLinks: true,
};

function renderHealth(routes: Record<string, ApiRoute> = {}) {
  const api = mockApi({
    'GET /api/admin/moderation/health': { body: health },
    'GET /api/admin/moderation/settings': { body: settings },
    'PUT /api/admin/moderation/settings': ({ body }) => ({ body }),
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <>
        <ModerationHealthPage />
        <Toaster />
      </>,
      { route: '/admin/moderation' },
    ),
  };
}

describe('/admin/moderation', () => {
  it("shows the queue's health, the median time to action in hours and minutes", async () => {
    renderHealth();
    const numbers = await screen.findByRole('region', { name: 'Queue health' });
    expect(within(numbers).getByText('Median time to action').parentElement?.parentElement).toHaveTextContent(
      '2 h 15 min',
    );
    expect(within(numbers).getByText('Open items').parentElement?.parentElement).toHaveTextContent('42');
    expect(within(numbers).getByText('4 being worked on')).toBeInTheDocument();
    expect(within(numbers).getByText('2 days ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Automatic holds' })).toHaveAttribute(
      'href',
      '/moderator?source=hold',
    );
    expect(screen.getByRole('link', { name: 'Open the queue' })).toHaveAttribute('href', '/moderator');
  });

  it('saves the rules with the hold words trimmed, lower-cased and without duplicates', async () => {
    const { api, user } = renderHealth();
    const input = await screen.findByRole('textbox', { name: 'Hold words' });
    await user.type(input, '  Cheap   BAIT {Enter}');
    await user.type(input, 'buy followers{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('That word is already on the list.');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Remove buy followers' }));
    await user.type(input, 'Poaching spot');
    await user.clear(screen.getByRole('spinbutton', { name: 'Strikes before a suspension' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Strikes before a suspension' }), '5');
    await user.click(screen.getByRole('switch', { name: "Hold new accounts' links" }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/admin/moderation/settings')[0]?.body).toEqual({
        holdWords: ['cheap bait', 'poaching spot'],
        strikesToSuspend: 5,
        strikeSuspensionDays: 7,
        holdNewAccountLinks: false,
      }),
    );
    expect(await screen.findByText('Rules saved.')).toBeInTheDocument();
    const words = screen.getByRole('list', { name: 'Hold words' });
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['cheap bait', 'poaching spot']);
  });

  it('refuses a strike limit out of range without asking the server', async () => {
    const { api, user } = renderHealth();
    const strikes = await screen.findByRole('spinbutton', { name: 'Strikes before a suspension' });
    await user.clear(strikes);
    await user.type(strikes, '0');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Enter a whole number from 1 to 20.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/moderation/settings')).toHaveLength(0);
  });
});

const auditPage: AuditPage = {
  entries: [
    {
      id: '99999999-9999-4999-8999-999999999999',
      actor: moderator,
      action: 'settings.moderation',
      targetType: null,
      targetId: null,
      subject: null,
      reason: null,
      before: { holdWords: ['buy followers'], strikesToSuspend: 3, holdNewAccountLinks: true },
      after: { holdWords: ['buy followers', 'cheap bait'], strikesToSuspend: 5, holdNewAccountLinks: true },
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    },
    {
      id: '88888888-8888-4888-8888-888888888888',
      actor: moderator,
      action: 'moderation.suspend',
      targetType: 'post',
      targetId: 'post-1',
      subject: author,
      reason: 'Repeated threats.',
      before: { status: 'active' },
      after: { status: 'suspended' },
      createdAt: new Date(Date.now() - 7_200_000).toISOString(),
    },
    {
      id: '77777777-7777-4777-8777-777777777777',
      actor: null,
      action: 'team.logo_changed',
      targetType: 'team',
      targetId: 'team-1',
      subject: null,
      reason: null,
      before: null,
      after: null,
      createdAt: new Date(Date.now() - 9_000_000).toISOString(),
    },
  ],
  nextCursor: 'next-1',
};

describe('/admin/audit', () => {
  it('names each action, and shows before and after as readable lines', async () => {
    mockApi({ 'GET /api/admin/audit': { body: auditPage } });
    const { user } = renderWithProviders(<AuditLogPage />, { route: '/admin/audit' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Changed the moderation rules')).toBeInTheDocument();
    expect(within(table).getByText('Suspended an account')).toBeInTheDocument();
    expect(within(table).getByText('Team logo changed')).toBeInTheDocument();
    expect(within(table).getByText('Repeated threats.')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    const settingsRow = rows.find((row) => row.textContent?.includes('Changed the moderation rules'));
    if (!settingsRow) throw new Error('no settings row');
    await user.click(within(settingsRow).getByRole('button', { name: 'Show changes' }));
    const changes = within(settingsRow).getAllByRole('definition')[0]?.closest('dl');
    if (!changes) throw new Error('no changes');
    expect(changes).toHaveTextContent('Hold words');
    expect(changes).toHaveTextContent('Before: buy followers → After: buy followers, cheap bait');
    expect(changes).toHaveTextContent('Strikes before a suspensionBefore: 3 → After: 5');
    expect(changes).toHaveTextContent("Hold new accounts' linksyes");
    expect(changes).not.toHaveTextContent('{');
    expect(changes).not.toHaveTextContent('"');
  });

  it('filters by person from the URL and loads more with the cursor', async () => {
    const api = mockApi({ 'GET /api/admin/audit': { body: auditPage } });
    const { user } = renderWithProviders(<AuditLogPage />, {
      route: `/admin/audit?subject=${author.id}`,
    });
    await screen.findByRole('table', { name: 'Audit log' });
    expect(api.callsTo('GET', '/api/admin/audit')[0]?.query.get('subjectId')).toBe(author.id);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/audit').at(-1)?.query.get('cursor')).toBe('next-1'),
    );
  });
});
