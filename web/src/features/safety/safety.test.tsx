import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { ActionRecord, MyStanding, RelationList } from '@tightlines/domain/moderation/contract';
import { mockApi } from '#web/test/api';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { ReportMenu } from './components/report';
import { StandingBanner } from './components/standing-banner';
import { RelationsPage } from './pages/relations-page';
import { StandingPage } from './pages/standing-page';

Element.prototype.setPointerCapture ??= () => undefined;

const ME_ID = '11111111-1111-4111-8111-111111111111';
const POST_ID = '33333333-3333-4333-8333-333333333333';
const ACTION_ID = '55555555-5555-4555-8555-555555555555';

afterEach(() => {
  toast.dismiss();
});

function buildAction(overrides: Partial<ActionRecord> = {}): ActionRecord {
  return {
    id: ACTION_ID,
    action: 'suspend',
    moderator: null,
    targetType: 'post',
    targetId: POST_ID,
    subject: null,
    reason: 'Repeated harassment in the comments',
    until: '2026-12-03T14:00:00.000Z',
    createdAt: '2026-11-26T14:00:00.000Z',
    appealed: false,
    ...overrides,
  };
}

function suspended(overrides: Partial<MyStanding> = {}): MyStanding {
  return {
    status: 'suspended',
    until: '2099-12-03T14:00:00.000Z',
    reason: 'Repeated harassment in the comments',
    activeStrikes: 3,
    totalStrikes: 3,
    actions: [buildAction({ until: '2099-12-03T14:00:00.000Z' })],
    ...overrides,
  };
}

describe('Report', () => {
  it('sends the chosen reason and the note, then thanks the reporter', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: buildMe({ id: ME_ID }) },
      'POST /api/reports': { status: 201, body: { id: ACTION_ID, itemId: ACTION_ID } },
    });
    const { user } = renderWithProviders(
      <>
        <ReportMenu targetType="post" targetId={POST_ID} authorName="Jordan Reed" />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'More options (Jordan Reed)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    // Each reason has a name and a line saying what it covers.
    const illegal = within(dialog).getByRole('radio', { name: 'Illegal fishing' });
    expect(illegal).toHaveAccessibleDescription(
      'Undersized or out-of-season fish, poaching or protected waters',
    );
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8);

    // Sending without a reason asks for one, and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    expect(calls.filter((call) => call.path === '/api/reports')).toHaveLength(0);

    await user.click(illegal);
    await user.type(
      within(dialog).getByLabelText(/Anything a moderator should know/),
      'Kept a 30 cm snapper',
    );
    expect(within(dialog).getByText('480')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thanks — a moderator will review this')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/reports').map((call) => call.body)).toEqual([
      { targetType: 'post', targetId: POST_ID, reason: 'illegal_fishing', note: 'Kept a 30 cm snapper' },
    ]);
  });

  it('says so when the person has already reported it', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: buildMe({ id: ME_ID }) },
      'POST /api/reports': {
        status: 409,
        body: { error: { code: 'alreadyReported', message: 'You have already reported this.' } },
      },
    });
    const { user } = renderWithProviders(<ReportMenu targetType="comment" targetId={POST_ID} />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reported this. A moderator will look at it.',
    );
  });

  it('sends a visitor to sign in first', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { user, router } = renderWithProviders(<ReportMenu targetType="post" targetId={POST_ID} />, {
      route: '/posts/abc',
    });
    await user.click(await screen.findByRole('button', { name: 'More options' }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Report' })).toBeInTheDocument());
    // The session answers before the click is acted on.
    await waitFor(() => expect(router.state.location.pathname).toBe('/posts/abc'));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/posts/abc')}`);
  });
});

describe('StandingBanner', () => {
  it('says until when and why, and sends one appeal, then shows it was sent', async () => {
    let standing = suspended();
    const { calls } = mockApi({
      'GET /api/me': { body: buildMe({ id: ME_ID }) },
      'GET /api/moderation/standing': () => ({ body: standing }),
      [`POST /api/moderation/actions/${ACTION_ID}/appeal`]: () => {
        standing = suspended({ actions: [buildAction({ until: standing.until, appealed: true })] });
        return { status: 201, body: { id: ACTION_ID, itemId: ACTION_ID } };
      },
    });
    const { user } = renderWithProviders(
      <>
        <StandingBanner />
        <Toaster />
      </>,
    );
    const banner = await screen.findByRole('region', { name: 'Account suspended' });
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date('2099-12-03T14:00:00.000Z'),
    );
    expect(banner).toHaveTextContent(
      `Your account is suspended until ${date} · Repeated harassment in the comments`,
    );
    expect(within(banner).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/settings/standing',
    );

    await user.click(within(banner).getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    const send = within(dialog).getByRole('button', { name: 'Send appeal' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your appeal'), 'It was a joke between friends.');
    await user.click(send);

    expect(await screen.findByText('Appeal sent. A moderator will review it.')).toBeInTheDocument();
    expect(await within(banner).findByText('Appeal sent')).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { text: 'It was a joke between friends.' },
    ]);
  });

  it('shows nothing for an account in good standing', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: buildMe({ id: ME_ID }) },
      'GET /api/moderation/standing': {
        body: { status: 'active', until: null, reason: null, activeStrikes: 0, totalStrikes: 0, actions: [] },
      },
    });
    const { container } = renderWithProviders(<StandingBanner />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/moderation/standing')).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('/settings/standing', () => {
  it('lists the decisions with an appeal for each not yet appealed', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ id: ME_ID }) },
      'GET /api/moderation/standing': {
        body: {
          status: 'active',
          until: null,
          reason: null,
          activeStrikes: 1,
          totalStrikes: 1,
          actions: [
            buildAction({ id: '66666666-6666-4666-8666-666666666666', action: 'strike', until: null }),
            buildAction({ action: 'hide', until: null, appealed: true, reason: 'Undersized fish' }),
          ],
        },
      },
    });
    renderWithProviders(<StandingPage />);
    expect(
      await screen.findByRole('heading', { name: 'Your account is in good standing' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Active strikes: 1')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Decisions' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Strike · Post');
    expect(within(rows[0]!).getByRole('button', { name: 'Appeal' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Content hidden · Post');
    expect(rows[1]).toHaveTextContent('Undersized fish');
    expect(within(rows[1]!).getByText('Appeal sent')).toBeInTheDocument();
  });
});

describe('/settings/blocked', () => {
  it('lists the people blocked and muted, and unblocks one', async () => {
    let blocks: RelationList = {
      people: [
        {
          id: '22222222-2222-4222-8222-222222222222',
          handle: 'jordanreed',
          firstName: 'Jordan',
          lastName: 'Reed',
          displayName: 'Jordan Reed',
          avatarUrl: null,
          since: '2026-11-20T10:00:00.000Z',
        },
      ],
    };
    const { calls } = mockApi({
      'GET /api/me': { body: buildMe({ id: ME_ID }) },
      'GET /api/blocks': () => ({ body: blocks }),
      'GET /api/mutes': { body: { people: [] } },
      'DELETE /api/blocks/22222222-2222-4222-8222-222222222222': () => {
        blocks = { people: [] };
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(
      <>
        <RelationsPage />
        <Toaster />
      </>,
    );
    const blocked = screen.getByRole('region', { name: 'Blocked' });
    expect(await within(blocked).findByRole('link', { name: 'Jordan Reed' })).toBeInTheDocument();
    expect(within(blocked).getByText('since Nov 20, 2026')).toBeInTheDocument();
    const muted = screen.getByRole('region', { name: 'Muted' });
    expect(await within(muted).findByText("You haven't muted anyone")).toBeInTheDocument();

    await user.click(within(blocked).getByRole('button', { name: 'Unblock Jordan Reed' }));
    expect(await within(blocked).findByText("You haven't blocked anyone")).toBeInTheDocument();
    expect(await screen.findByText('Jordan Reed is unblocked.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ id: ME_ID }) },
      'GET /api/blocks': { status: 500 },
      'GET /api/mutes': { body: { people: [] } },
    });
    renderWithProviders(<RelationsPage />);
    const blocked = screen.getByRole('region', { name: 'Blocked' });
    expect(await within(blocked).findByText("Couldn't load this list")).toBeInTheDocument();
    expect(within(blocked).getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
