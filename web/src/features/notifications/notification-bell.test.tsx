import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { Notification, NotificationList } from '@tightlines/domain/notifications/contract';
import type { NewNotificationEvent } from '@tightlines/domain/realtime/events';
import { renderWithProviders } from '#web/test/render';
import { connectRealtime, disconnectRealtime } from '#web/lib/socket';
import { Activity } from 'lucide-react';
import { ActivityAction } from './components/activity-action';
import { NotificationBell } from './components/notification-bell';
import { NotificationToasts } from './components/notification-toasts';
import { badgeText } from './components/unread-badge';
import arabic from '#web/locales/ar/notifications.json';
import arabicSpecies from '#web/locales/ar/species.json';

const JORDAN = '22222222-2222-4222-8222-222222222222';

const note = (overrides: Partial<Notification>): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'like',
  params: { actorName: 'Jordan Reed', postId: 'p1', excerpt: 'Big walleye on the fly' },
  title: null,
  message: null,
  actionUrl: '/posts/p1',
  isRead: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  actor: { id: JORDAN, username: 'jordanreed', fullName: 'Jordan Reed', avatarUrl: null },
  ...overrides,
});

// sonner captures the pointer on a toast (swipe to dismiss); jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => undefined;

let list: NotificationList;
let calls: { method: string; url: string }[];

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url === '/api/notifications' && method === 'GET') return Promise.resolve(json(list));
      return Promise.resolve(json(null, 204));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  disconnectRealtime();
});

function renderBell() {
  return renderWithProviders(
    <>
      <NotificationBell triggerClassName="bell" />
      <NotificationToasts />
      <Toaster />
    </>,
    { route: '/help' },
  );
}

async function openBell(
  user: ReturnType<typeof renderBell>['user'],
  name: RegExp | string = /^Notifications/,
) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('the badge (9+ above 9)', () => {
  it('writes the count up to 9 and 9+ above', () => {
    expect([0, 1, 9, 10, 50].map(badgeText)).toEqual(['0', '1', '9', '9+', '9+']);
  });

  it('shows 9+ on the bell and the exact count to screen readers', async () => {
    list = { items: [note({})], unreadCount: 12 };
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('9+');
  });

  it('shows no badge with nothing unread', async () => {
    list = { items: [note({ isRead: true })], unreadCount: 0 };
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(within(bell).queryByTestId('unread-badge')).not.toBeInTheDocument();
  });
});

describe('the list', () => {
  it("says 'No notifications yet' when there are none", async () => {
    list = { items: [], unreadCount: 0 };
    const { user } = renderBell();
    const panel = await openBell(user);
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows who did what and when, with a link to the preferences', async () => {
    list = {
      items: [
        note({}),
        note({
          id: '00000000-0000-4000-8000-000000000002',
          type: 'tournament_update',
          params: null,
          title: 'Lines in!',
          message: 'Day 2 has started',
          actor: null,
          isRead: true,
        }),
      ],
      unreadCount: 1,
    };
    const { user } = renderBell();
    const panel = await openBell(user, 'Notifications, 1 unread');
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Jordan Reed liked your post')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Big walleye on the fly')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('JR')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Unread')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('Unread')).not.toBeInTheDocument();
    // One from before notifications carried params shows the text it was stored with.
    expect(within(items[1] as HTMLElement).getByText('Lines in!')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Day 2 has started')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notification-preferences',
    );
  });

  it('marks an item read and goes to its action_url when chosen', async () => {
    list = { items: [note({})], unreadCount: 1 };
    const { user, router } = renderBell();
    const panel = await openBell(user, 'Notifications, 1 unread');
    await user.click(await within(panel).findByRole('button', { name: /^Jordan Reed liked your post/ }));
    expect(router.state.location.pathname).toBe('/posts/p1');
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PATCH', url: `/api/notifications/${list.items[0]?.id}/read` }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('never follows an action_url to another site', async () => {
    list = { items: [note({ actionUrl: 'https://evil.example/phish' })], unreadCount: 1 };
    const { user, router } = renderBell();
    const panel = await openBell(user, 'Notifications, 1 unread');
    await user.click(await within(panel).findByRole('button', { name: /^Jordan Reed liked your post/ }));
    expect(router.state.location.pathname).toBe('/help');
  });

  it("marks all read: 'All notifications marked as read', badge gone", async () => {
    list = {
      items: [
        note({}),
        note({
          id: '00000000-0000-4000-8000-000000000002',
          params: { actorName: 'Sam Tide', postId: 'p2', excerpt: 'Other' },
        }),
      ],
      unreadCount: 2,
    };
    const { user } = renderBell();
    const panel = await openBell(user, 'Notifications, 2 unread');
    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/notifications/read-all' });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByText('Unread')).not.toBeInTheDocument();
  });

  it("deletes one: 'Notification deleted', gone from the list", async () => {
    list = {
      items: [
        note({}),
        note({
          id: '00000000-0000-4000-8000-000000000002',
          params: { actorName: 'Sam Tide', postId: 'p2', excerpt: 'Keep me' },
        }),
      ],
      unreadCount: 2,
    };
    const { user } = renderBell();
    const panel = await openBell(user, 'Notifications, 2 unread');
    await user.click(
      await within(panel).findByRole('button', { name: 'Delete notification: Jordan Reed liked your post' }),
    );
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', url: `/api/notifications/${list.items[0]?.id}` });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel).getByText('Keep me')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('opens from the keyboard and closes with Escape', async () => {
    list = { items: [note({})], unreadCount: 1 };
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a retry when the list cannot load', async () => {
    list = { items: [], unreadCount: 0 };
    let fail = true;
    vi.mocked(fetch).mockImplementation((url) => {
      calls.push({ method: 'GET', url: url as string });
      return Promise.resolve(
        fail
          ? json({ error: { code: 'unexpected', message: 'An unexpected error occurred.' } }, 500)
          : json(list),
      );
    });
    const { user } = renderBell();
    const panel = await openBell(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent("Couldn't load your notifications");
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
  });
});

describe('a notification arriving over the socket', () => {
  it('shows an info toast whose View goes to its action_url, and lands in the list and badge', async () => {
    list = { items: [], unreadCount: 0 };
    const listeners: ((event: string, payload: unknown) => void)[] = [];
    const fakeSocket = {
      on: () => fakeSocket,
      io: { on: () => undefined },
      onAny: (listener: (event: string, payload: unknown) => void) => listeners.push(listener),
      disconnect: () => undefined,
    };
    await connectRealtime('me', () =>
      Promise.resolve({ io: () => fakeSocket } as unknown as typeof import('socket.io-client')),
    );
    const { user, router } = renderBell();
    await screen.findByRole('button', { name: 'Notifications' });

    const event: NewNotificationEvent = {
      id: '00000000-0000-4000-8000-000000000009',
      type: 'mention',
      params: { actorName: 'Jordan Reed', postId: 'p9', excerpt: '' },
      title: null,
      message: null,
      actionUrl: '/posts/p9',
      createdAt: new Date().toISOString(),
      actor: { id: JORDAN, username: 'jordanreed', fullName: 'Jordan Reed', avatarUrl: null },
    };
    act(() => listeners.forEach((listener) => listener('new-notification', event)));

    expect(await screen.findByText('Jordan Reed mentioned you')).toBeInTheDocument();
    expect(screen.getByText('In a post')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(router.state.location.pathname).toBe('/posts/p9');

    const panel = await openBell(user, 'Notifications, 1 unread');
    expect(await within(panel).findByText('Jordan Reed mentioned you')).toBeInTheDocument();
  });

  it('celebrates an unlocked achievement with a toast whose View opens Rewards', async () => {
    list = { items: [], unreadCount: 0 };
    const listeners: ((event: string, payload: unknown) => void)[] = [];
    const fakeSocket = {
      on: () => fakeSocket,
      io: { on: () => undefined },
      onAny: (listener: (event: string, payload: unknown) => void) => listeners.push(listener),
      disconnect: () => undefined,
    };
    await connectRealtime('me', () =>
      Promise.resolve({ io: () => fakeSocket } as unknown as typeof import('socket.io-client')),
    );
    const { user, router } = renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    const event: NewNotificationEvent = {
      id: '00000000-0000-4000-8000-000000000010',
      type: 'achievement_unlocked',
      params: { achievementKey: 'first_catch', name: 'Fish On', points: 10 },
      title: null,
      message: null,
      actionUrl: '/gamification',
      createdAt: new Date().toISOString(),
      actor: null,
    };
    act(() => listeners.forEach((listener) => listener('new-notification', event)));
    const title = await screen.findByText('Achievement unlocked: Fish On');
    // The toast of this notification (an earlier test's toast may still be leaving the screen).
    const toast = within(title.closest('li')!);
    expect(toast.getByText('+10 XP')).toBeInTheDocument();
    await user.click(toast.getByRole('button', { name: 'View' }));
    expect(router.state.location.pathname).toBe('/gamification');
  });
});

describe('in the reader’s language', () => {
  it('renders stored type and params in Arabic, names and quotes as written and isolated', async () => {
    list = {
      items: [
        note({}),
        note({
          id: '00000000-0000-4000-8000-000000000002',
          type: 'follow',
          params: { actorName: 'Jordan Reed' },
        }),
        note({
          id: '00000000-0000-4000-8000-000000000003',
          type: 'catch_rejected',
          params: { eventId: 'e1', eventName: 'Lake Erie Bass Open', reason: 'Code not visible' },
          actor: null,
        }),
      ],
      unreadCount: 3,
    };
    const { user, i18n } = renderBell();
    i18n.addResourceBundle('ar', 'notifications', arabic);
    await act(() => i18n.changeLanguage('ar'));
    const panel = await openBell(user, /^الإشعارات/);
    const [like, follow, rejected] = await within(panel).findAllByRole<HTMLElement>('listitem');
    const isolated = (name: string) => `\u2068${name}\u2069`;
    expect(within(like!).getByText(`أعجب ${isolated('Jordan Reed')} بمنشورك`)).toBeInTheDocument();
    expect(within(like!).getByText('Big walleye on the fly')).toBeInTheDocument();
    expect(within(follow!).getByText('متابع جديد')).toBeInTheDocument();
    expect(within(follow!).getByText(`بدأ ${isolated('Jordan Reed')} متابعتك`)).toBeInTheDocument();
    expect(within(rejected!).getByText('رُفض الصيد')).toBeInTheDocument();
    expect(
      within(rejected!).getByText(`${isolated('Lake Erie Bass Open')}: ${isolated('Code not visible')}`),
    ).toBeInTheDocument();
    // The time, in Arabic, isolated too.
    expect(within(like!).getByText(/^\u2068.*دقائق.*\u2069$/)).toBeInTheDocument();
  });
});

describe("the bottom bar's Activity (phones)", () => {
  it('shows the unread badge and opens the same list in a sheet', async () => {
    list = { items: [note({})], unreadCount: 3 };
    const { user, router } = renderWithProviders(<ActivityAction label="Activity" icon={Activity} />, {
      route: '/help',
    });
    const action = await screen.findByRole('button', { name: 'Activity Notifications, 3 unread' });
    expect(action).toHaveTextContent('3');
    await user.click(action);
    const sheet = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(sheet).findByRole('button', { name: /^Jordan Reed liked your post/ }));
    expect(router.state.location.pathname).toBe('/posts/p1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts what else waits (unread messages) into the badge and leads to it from the sheet', async () => {
    list = { items: [note({})], unreadCount: 3 };
    const { user } = renderWithProviders(
      <ActivityAction
        label="Activity"
        icon={Activity}
        extra={{
          count: 2,
          label: 'Messages, 2 unread',
          lead: (close) => (
            <button type="button" onClick={close}>
              Open messages
            </button>
          ),
        }}
      />,
      { route: '/help' },
    );
    const action = await screen.findByRole('button', {
      name: 'Activity Notifications, 3 unread Messages, 2 unread',
    });
    expect(action).toHaveTextContent('5');
    await user.click(action);
    const sheet = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(sheet).getByRole('button', { name: 'Open messages' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('tournament notifications', () => {
  it('renders each new kind from its params, and its click goes to the event, team or leaderboard', async () => {
    const tournament = (n: number, overrides: Partial<Notification>) =>
      note({ id: `00000000-0000-4000-8000-00000000010${n}`, actor: null, ...overrides });
    list = {
      items: [
        tournament(1, {
          type: 'registration_confirmed',
          params: {
            eventId: 'e1',
            eventName: 'Bay Bass Classic',
            entrantName: 'Reel Deal',
            registrationId: 'r1',
          },
          actionUrl: '/registrations',
        }),
        tournament(2, {
          type: 'team_member_joined',
          params: { actorName: 'Mia Line', teamSlug: 'reel-deal', teamName: 'Reel Deal' },
          actionUrl: '/teams/reel-deal',
        }),
        tournament(3, {
          type: 'catch_approved',
          params: { eventId: 'e1', eventName: 'Bay Bass Classic', species: 'Walleye' },
          actionUrl: '/profile/tournaments/e1',
        }),
        tournament(4, {
          type: 'event_tomorrow',
          params: { eventId: 'e1', eventName: 'Bay Bass Classic', startDate: '2026-06-01' },
          actionUrl: '/events/e1',
        }),
        tournament(5, {
          type: 'top_three_entered',
          params: { eventId: 'e1', eventName: 'Bay Bass Classic', entrantName: 'Reel Deal', rank: 2 },
          actionUrl: '/leaderboard/e1',
        }),
        tournament(6, {
          type: 'top_three_left',
          params: { eventId: 'e1', eventName: 'Bay Bass Classic', entrantName: 'Reel Deal', rank: 4 },
          actionUrl: '/leaderboard/e1',
        }),
      ],
      unreadCount: 6,
    };
    const { user, router } = renderBell();
    const panel = await openBell(user, 'Notifications, 6 unread');
    const items = await within(panel).findAllByRole<HTMLElement>('listitem');
    const expected: [string, string][] = [
      ['Registration confirmed', 'Reel Deal is entered in Bay Bass Classic'],
      ['New team member', 'Mia Line joined Reel Deal with your invitation'],
      ['Catch approved', 'Bay Bass Classic: your Walleye is on the leaderboard'],
      ['Bay Bass Classic starts tomorrow', 'Check the schedule and rules, and get your gear ready.'],
      ['Into the top three', 'Reel Deal is now #2 in Bay Bass Classic'],
      ['Out of the top three', 'Reel Deal is now #4 in Bay Bass Classic'],
    ];
    expect(items).toHaveLength(expected.length);
    expected.forEach(([title, message], index) => {
      expect(within(items[index]!).getByText(title)).toBeInTheDocument();
      expect(within(items[index]!).getByText(message)).toBeInTheDocument();
    });
    await user.click(within(items[4]!).getByRole('button', { name: /^Into the top three/ }));
    expect(router.state.location.pathname).toBe('/leaderboard/e1');
  });
});

describe('a catch approved, in Arabic', () => {
  it('names the species in Arabic', async () => {
    list = {
      items: [
        note({
          type: 'catch_approved',
          actor: null,
          params: { eventId: 'e1', eventName: 'Bay Bass Classic', species: 'Walleye' },
          actionUrl: '/tournaments/e1',
        }),
      ],
      unreadCount: 1,
    };
    const { user, i18n } = renderBell();
    i18n.addResourceBundle('ar', 'notifications', arabic);
    i18n.addResourceBundle('ar', 'species', arabicSpecies);
    await act(() => i18n.changeLanguage('ar'));
    const panel = await openBell(user, /^الإشعارات/);
    expect(await within(panel).findByText(new RegExp(arabicSpecies.walleye))).toBeInTheDocument();
    expect(within(panel).queryByText(/Walleye/)).toBeNull();
  });
});
