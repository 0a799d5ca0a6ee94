import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { CharterNotificationsPage } from './pages/charter-notifications-page';

afterEach(() => {
  toast.dismiss();
});

const page = (
  <>
    <CharterNotificationsPage />
    <Toaster />
  </>
);

const preferences = {
  items: [
    { type: 'follow', inApp: true, email: true, push: false },
    { type: 'charters', inApp: true, email: true, push: false },
  ],
};

describe('/profile/charter-notifications', () => {
  it('asks for the charter group only, lists it, and saves the charters switches', async () => {
    const api = mockApi({
      'GET /api/notifications': {
        body: {
          items: [
            {
              id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
              type: 'charter_review_received',
              params: null,
              title: 'New review',
              message: 'Andy rated Blue Runner',
              actionUrl: '/captain/reviews',
              isRead: false,
              createdAt: new Date().toISOString(),
              actor: null,
            },
          ],
          unreadCount: 3,
        },
      },
      'GET /api/notification-preferences': { body: preferences },
      'PUT /api/notification-preferences': ({ body }) => ({
        body: { items: [preferences.items[0], ...(body as { items: object[] }).items] },
      }),
    });
    const { user } = renderWithProviders(page);
    expect(await screen.findByText('Andy rated Blue Runner')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/notifications')[0]!.query.get('group')).toBe('charters');

    const push = await screen.findByRole('switch', { name: 'Push to my devices' });
    expect(push).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'By e-mail' })).toBeChecked();
    await user.click(push);
    await screen.findByText('Saved');
    expect(api.callsTo('PUT', '/api/notification-preferences')[0]!.body).toEqual({
      items: [{ type: 'charters', inApp: true, email: true, push: true }],
    });
  }, 30_000);

  it('says so when there is nothing yet', async () => {
    mockApi({
      'GET /api/notifications': { body: { items: [], unreadCount: 0 } },
      'GET /api/notification-preferences': { body: preferences },
    });
    renderWithProviders(page);
    expect(await screen.findByText('No charter notifications yet')).toBeInTheDocument();
  });
});
