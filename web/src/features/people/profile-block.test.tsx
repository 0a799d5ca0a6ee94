import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { ProfilePostListProvider } from './components/profile-posts';
import { ProfilePage } from './pages/profile-page';
import { buildProfile, JORDAN_ID, signedInMe } from './testing/fixtures';

Element.prototype.setPointerCapture ??= () => undefined;

afterEach(() => {
  toast.dismiss();
});

const routes = [
  {
    path: '/profile/:userId',
    element: (
      <ProfilePostListProvider value={() => <p>Posts</p>}>
        <ProfilePage />
        <Toaster />
      </ProfilePostListProvider>
    ),
  },
];

describe("a profile's block and mute", () => {
  it('blocks after a confirmation saying what blocking does; Follow and Message are gone, Unblock brings them back', async () => {
    let relation = { blocked: false, muted: false, blockedMe: false };
    const { calls } = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/people/suggestions': { body: { items: [] } },
      [`GET /api/profiles/${JORDAN_ID}`]: { body: buildProfile() },
      [`GET /api/relations/${JORDAN_ID}`]: () => ({ body: relation }),
      [`PUT /api/blocks/${JORDAN_ID}`]: () => {
        relation = { ...relation, blocked: true };
        return { status: 204 };
      },
      [`DELETE /api/blocks/${JORDAN_ID}`]: () => {
        relation = { ...relation, blocked: false };
        return { status: 204 };
      },
      [`PUT /api/mutes/${JORDAN_ID}`]: () => {
        relation = { ...relation, muted: true };
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(null, { routes, route: `/profile/${JORDAN_ID}` });
    expect(await screen.findByRole('button', { name: 'Follow Jordan Reed' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Message Jordan Reed' })).toBeInTheDocument();

    // Mute first: hides their posts from me, nothing else changes on the page.
    await user.click(screen.getByRole('button', { name: 'More options (Jordan Reed)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mute' }));
    expect(
      await screen.findByText("Jordan Reed is muted. You won't see their posts or comments."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More options (Jordan Reed)' }));
    expect(await screen.findByRole('menuitem', { name: 'Unmute' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Report' })).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Jordan Reed?' });
    expect(confirm).toHaveTextContent(
      'Neither of you will be able to message, follow, mention or comment on the other.',
    );
    expect(calls.filter((call) => call.path === `/api/blocks/${JORDAN_ID}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));

    expect(
      await screen.findByText("You blocked Jordan Reed. You won't see each other's posts or messages."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow Jordan Reed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Jordan Reed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Follow Jordan Reed' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === `/api/blocks/${JORDAN_ID}`).map((call) => call.method),
      ).toEqual(['PUT', 'DELETE']),
    );
  });

  it('offers no menu and no Follow on my own profile', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/people/suggestions': { body: { items: [] } },
      [`GET /api/profiles/${JORDAN_ID}`]: { body: buildProfile({ isMe: true }) },
    });
    renderWithProviders(null, { routes, route: `/profile/${JORDAN_ID}` });
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More options/ })).not.toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Blocked and muted' })).toHaveAttribute(
      'href',
      '/settings/blocked',
    );
    expect(within(account).getByRole('link', { name: 'Account standing' })).toHaveAttribute(
      'href',
      '/settings/standing',
    );
  });
});
