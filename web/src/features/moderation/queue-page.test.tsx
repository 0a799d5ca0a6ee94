import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { ActionResult, QueueItemDetail, TakeAction } from '@tightlines/domain/moderation/contract';
import { MESSAGES } from '@tightlines/domain/common/messages';
import { buildMe } from '#web/test/me';
import { mockApi, type ApiRoute } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { ModeratorSection } from './pages/moderator-section';
import { QueuePage } from './pages/queue-page';
import {
  actionRecord,
  ITEM_2_ID,
  ITEM_ID,
  itemDetail,
  MOD_ID,
  otherModerator,
  queueItem,
  queuePage,
} from './testing/fixtures';

const me = buildMe({ id: MOD_ID, roles: ['moderator', 'user'], firstName: 'Morgan', lastName: 'Harbor' });

function renderQueue(route: string, routes: Record<string, ApiRoute> = {}) {
  const api = mockApi({
    'GET /api/me': { body: me },
    'GET /api/moderation/queue': { body: queuePage([queueItem()]) },
    [`GET /api/moderation/items/${ITEM_ID}`]: { body: itemDetail() },
    ...routes,
  });
  const view = renderWithProviders(null, {
    route,
    routes: [
      {
        path: '/moderator',
        element: (
          <>
            <ModeratorSection />
            <Toaster />
          </>
        ),
        children: [{ index: true, element: <QueuePage /> }],
      },
      { path: '/', element: <p>Home page</p> },
    ],
  });
  return { api, ...view };
}

const result = (body: TakeAction): ActionResult => ({
  item: queueItem({ status: 'resolved', resolution: body.action, resolvedAt: new Date().toISOString() }),
  action: actionRecord({ action: body.action, reason: body.reason ?? null }),
  autoSuspension: null,
});

describe('/moderator queue', () => {
  it('lists each item with its type, severity, report count, reasons with counts and author', async () => {
    renderQueue('/moderator');
    const card = await screen.findByRole('link', { name: /You will regret fishing my spot/ });
    expect(within(card).getByText('Message')).toBeInTheDocument();
    expect(within(card).getByText('High')).toBeInTheDocument();
    expect(within(card).getByText('3 reports')).toBeInTheDocument();
    const reasons = within(card).getByRole('list', { name: 'Reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Harassment2', 'Violence or danger1']);
    expect(within(card).getByText('Dana Shore')).toBeInTheDocument();
    expect(within(card).getByText(/First reported 3 hours ago/)).toBeInTheDocument();
    expect(within(card).getByText('Unclaimed')).toBeInTheDocument();
    expect(screen.getByText('1 open item, most severe and oldest first.')).toBeInTheDocument();
  });

  it('says the queue is clear when nothing is open', async () => {
    renderQueue('/moderator', { 'GET /api/moderation/queue': { body: queuePage([]) } });
    expect(await screen.findByText('The queue is clear')).toBeInTheDocument();
  });

  it('asks the server again with each filter, and keeps the filters in the URL', async () => {
    const { api, user, router } = renderQueue('/moderator');
    await screen.findByText('3 reports');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Harassment');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/moderation/queue').at(-1)?.query.get('reason')).toBe('harassment'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Claimed' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    await waitFor(() => {
      const query = api.callsTo('GET', '/api/moderation/queue').at(-1)?.query;
      expect(query?.get('status')).toBe('resolved');
      expect(query?.get('claim')).toBe('mine');
      expect(query?.get('reason')).toBe('harassment');
    });
    expect(new URLSearchParams(router.state.location.search).get('reason')).toBe('harassment');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('resolved');
  });

  it('opens an item in context with the reported message highlighted, every report and the author history', async () => {
    const { user, router } = renderQueue('/moderator');
    await user.click(await screen.findByRole('link', { name: /You will regret fishing my spot/ }));
    expect(router.state.location.search).toBe(`?item=${ITEM_ID}`);
    expect(await screen.findByText('Conversation: Bayside crew')).toBeInTheDocument();
    const highlighted = document.querySelector('li[aria-current="true"]');
    expect(highlighted).toHaveTextContent('You will regret fishing my spot, watch your boat.');
    expect(highlighted).toHaveTextContent('Reported');
    expect(screen.getByText('Nice catch at the jetty today!').closest('li')).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByText('He keeps messaging me after I said stop.')).toBeInTheDocument();
    expect(screen.getByText('1 active strike')).toBeInTheDocument();
    expect(screen.getByText('Posting a rival angler’s home address.')).toBeInTheDocument();
  });

  it('asks for a reason before hiding, then posts the action and its reason', async () => {
    let posted: unknown;
    const { api, user } = renderQueue(`/moderator?item=${ITEM_ID}`, {
      [`POST /api/moderation/items/${ITEM_ID}/actions`]: ({ body }) => {
        posted = body;
        return { body: result(body as TakeAction) };
      },
    });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this content' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason the person will read.');
    expect(api.callsTo('POST', `/api/moderation/items/${ITEM_ID}/actions`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Threatening another angler.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(posted).toEqual({ action: 'hide', reason: 'Threatening another angler.' }));
    expect(await screen.findByText('Hidden. The reporters will hear back.')).toBeInTheDocument();
  });

  it('dismisses at once, without a dialog', async () => {
    const { api, user } = renderQueue(`/moderator?item=${ITEM_ID}`, {
      [`POST /api/moderation/items/${ITEM_ID}/actions`]: ({ body }) => ({ body: result(body as TakeAction) }),
    });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/moderation/items/${ITEM_ID}/actions`)[0]?.body).toEqual({
        action: 'dismiss',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('suspends for the chosen number of days', async () => {
    const { api, user } = renderQueue(`/moderator?item=${ITEM_ID}`, {
      [`POST /api/moderation/items/${ITEM_ID}/actions`]: ({ body }) => ({ body: result(body as TakeAction) }),
    });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the author' });
    await user.click(within(dialog).getByRole('button', { name: '30 days' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Days' })).toHaveValue(30);
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Days' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Days' }), '14');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Repeated threats.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/moderation/items/${ITEM_ID}/actions`)[0]?.body).toEqual({
        action: 'suspend',
        reason: 'Repeated threats.',
        durationDays: 14,
      }),
    );
    expect(await screen.findByText('Account suspended.')).toBeInTheDocument();
  });

  it('says so when another moderator has claimed the item', async () => {
    const { user, i18n } = renderQueue(`/moderator?item=${ITEM_ID}`, {
      [`GET /api/moderation/items/${ITEM_ID}`]: { body: itemDetail({ claimedBy: otherModerator }) },
      [`POST /api/moderation/items/${ITEM_ID}/actions`]: {
        status: 409,
        body: { error: { code: 'itemClaimedByOther', message: MESSAGES.itemClaimedByOther } },
      },
    });
    // The error texts arrive with the person's side of the feature (errors.json); the test carries its own.
    i18n.addResource('en', 'errors', 'itemClaimedByOther', MESSAGES.itemClaimedByOther);
    expect(await screen.findByText('Claimed by Alex Reef')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    await user.click(
      within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Dismiss' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Another moderator is working on this item.');
  });

  it('keeps the dialog and what was typed when the item was resolved meanwhile', async () => {
    const { user, i18n } = renderQueue(`/moderator?item=${ITEM_ID}`, {
      [`POST /api/moderation/items/${ITEM_ID}/actions`]: {
        status: 409,
        body: { error: { code: 'itemAlreadyResolved', message: MESSAGES.itemAlreadyResolved } },
      },
    });
    i18n.addResource('en', 'errors', 'itemAlreadyResolved', MESSAGES.itemAlreadyResolved);
    const actions = await screen.findByRole('group', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Warn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn the author' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Keep it civil on the water.');
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This item has already been resolved.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue(
      'Keep it civil on the water.',
    );
  });

  it("shows an admin the author's strikes against the threshold", async () => {
    renderQueue(`/moderator?item=${ITEM_ID}`, {
      'GET /api/me': { body: buildMe({ id: MOD_ID, roles: ['admin', 'user'] }) },
      'GET /api/admin/moderation/settings': {
        body: { holdWords: [], strikesToSuspend: 3, strikeSuspensionDays: 7, holdNewAccountLinks: true },
      },
    });
    expect(await screen.findByText('1 of 3 strikes')).toBeInTheDocument();
  });

  it('claims an item for the moderator', async () => {
    let claimed = false;
    const { api, user } = renderQueue(`/moderator?item=${ITEM_ID}`, {
      [`POST /api/moderation/items/${ITEM_ID}/claim`]: () => {
        claimed = true;
        return { body: queueItem({ claimedBy: { ...otherModerator, id: MOD_ID } }) };
      },
      [`GET /api/moderation/items/${ITEM_ID}`]: () => ({
        body: itemDetail(
          claimed ? { claimedBy: { ...otherModerator, id: MOD_ID, displayName: 'Morgan Harbor' } } : {},
        ),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(api.callsTo('POST', `/api/moderation/items/${ITEM_ID}/claim`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Release' })).toBeInTheDocument();
  });

  it('moves between items with j and k', async () => {
    const second: QueueItemDetail = itemDetail({
      id: ITEM_2_ID,
      target: { ...queueItem().target, excerpt: 'Cheap rods, click here' },
    });
    const { user, router } = renderQueue('/moderator', {
      'GET /api/moderation/queue': {
        body: queuePage([queueItem(), queueItem({ id: ITEM_2_ID, target: second.target, severity: 2 })]),
      },
      [`GET /api/moderation/items/${ITEM_2_ID}`]: { body: second },
    });
    await screen.findByText('Cheap rods, click here');
    await user.keyboard('j');
    await waitFor(() => expect(router.state.location.search).toBe(`?item=${ITEM_ID}`));
    await user.keyboard('j');
    await waitFor(() => expect(router.state.location.search).toBe(`?item=${ITEM_2_ID}`));
    await user.keyboard('k');
    await waitFor(() => expect(router.state.location.search).toBe(`?item=${ITEM_ID}`));
  });

  it('sends a person without the moderator role home', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ roles: ['user'] }) } });
    const { router } = renderWithProviders(null, {
      route: '/moderator',
      routes: [
        {
          path: '/moderator',
          element: <ModeratorSection />,
          children: [{ index: true, element: <QueuePage /> }],
        },
        { path: '/', element: <p>Home page</p> },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
