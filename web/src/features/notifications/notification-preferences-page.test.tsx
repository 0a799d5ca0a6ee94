import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { NotificationPreferences } from '@tightlines/domain/notifications/contract';
import { DEFAULT_PREFERENCES, PREFERENCE_TYPES } from '@tightlines/domain/notifications/types';
import { renderWithProviders } from '#web/test/render';
import { NotificationPreferencesPage } from './pages/notification-preferences-page';

const defaults: NotificationPreferences = {
  items: [
    { type: 'like', inApp: true, email: false, push: true },
    { type: 'comment', inApp: true, email: false, push: true },
    { type: 'follow', inApp: true, email: true, push: true },
    { type: 'mention', inApp: true, email: true, push: true },
  ],
};

let stored: NotificationPreferences;
let saves: unknown[];
let failLoad: boolean;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  stored = structuredClone(defaults);
  saves = [];
  failLoad = false;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url !== '/api/notification-preferences')
        return Promise.resolve(json({ error: { code: 'notFound', message: 'Not found' } }, 404));
      if (init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as NotificationPreferences;
        saves.push(body);
        stored = {
          items: stored.items.map((item) => body.items.find((given) => given.type === item.type) ?? item),
        };
        return Promise.resolve(json(stored));
      }
      if (failLoad)
        return Promise.resolve(
          json({ error: { code: 'unexpected', message: 'An unexpected error occurred.' } }, 500),
        );
      return Promise.resolve(json(stored));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithProviders(
    <>
      <NotificationPreferencesPage />
      <Toaster />
    </>,
    { route: '/notification-preferences' },
  );
}

describe('/notification-preferences', () => {
  it('shows each type with its in-app, e-mail and push switch', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notification preferences' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').querySelector('span')?.textContent)).toEqual([
      'Likes',
      'Comments',
      'New followers',
      'Mentions',
    ]);
    expect(screen.getByRole('switch', { name: 'In-app: Likes' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail: Likes' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail: Mentions' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push: Comments' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
    // jsdom has no service worker or Web Push: the page says this browser cannot take pushes.
    expect(screen.getByRole('status')).toHaveTextContent("This browser can't receive push notifications.");
  });

  it('saves the changed switches and says so', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'E-mail: Likes' }));
    await user.click(screen.getByRole('switch', { name: 'In-app: New followers' }));
    await user.click(screen.getByRole('switch', { name: 'Push: Mentions' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        items: [
          { type: 'like', inApp: true, email: true, push: true },
          { type: 'comment', inApp: true, email: false, push: true },
          { type: 'follow', inApp: false, email: true, push: true },
          { type: 'mention', inApp: true, email: true, push: false },
        ],
      },
    ]);
    expect(screen.getByRole('switch', { name: 'E-mail: Likes' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push: Mentions' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  });

  it('puts the switches back on Discard changes', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'In-app: Comments' }));
    expect(screen.getByRole('switch', { name: 'In-app: Comments' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('switch', { name: 'In-app: Comments' })).toBeChecked();
    expect(saves).toEqual([]);
  });

  it('offers a retry when the preferences cannot load', async () => {
    failLoad = true;
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load your preferences");
    failLoad = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'In-app: Likes' })).toBeChecked();
  });
});

describe('the tournament and message types', () => {
  it('lists every switchable type with its label and description', async () => {
    stored = { items: PREFERENCE_TYPES.map((type) => ({ type, ...DEFAULT_PREFERENCES[type], push: true })) };
    renderPage();
    const rows: [string, string][] = [
      ['Messages', 'Someone sends you a direct message.'],
      ['Registrations', 'Your tournament registration is confirmed.'],
      ['Team', 'Someone joins your team with your invitation.'],
      ['Catch reviews', 'A judge approves or rejects your catch, or asks you to re-submit it.'],
      ['Event reminders', 'An event you entered or are going to starts tomorrow.'],
      ['Standings', 'Your team enters or leaves the top three.'],
    ];
    for (const [label, description] of rows) {
      const row = (await screen.findByText(description)).closest('tr')!;
      expect(within(row).getByText(label)).toBeInTheDocument();
    }
    // Standings come in the app only by default; catch reviews by e-mail too.
    expect(screen.getByRole('switch', { name: 'E-mail: Standings' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail: Catch reviews' })).toBeChecked();
  });
});
