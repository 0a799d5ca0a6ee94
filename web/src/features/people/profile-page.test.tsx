import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { Post } from '@tightlines/domain/social/posts';
import { renderWithProviders } from '#web/test/render';
import { FollowersPage } from './pages/follow-list-page';
import { MyProfilePage } from './pages/my-profile-page';
import { ProfilePage } from './pages/profile-page';
import { ProfilePostListProvider } from './components/profile-posts';
import { UserPostList } from '#web/features/social/index';
import { mockApi } from '#web/test/api';
import {
  buildPerson,
  buildProfile,
  buildSuggestion,
  JORDAN_ID,
  ME_ID,
  SAM_ID,
  signedInMe,
} from './testing/fixtures';

afterEach(() => {
  // Sonner keeps its toasts between tests; a toast from one test must not satisfy the next.
  toast.dismiss();
  vi.unstubAllGlobals();
});

function buildPost(): Post {
  const { bio: _bio, followersCount: _followers, isFollowing: _following, ...author } = buildPerson();
  return {
    id: '44444444-4444-4444-8444-444444444444',
    author,
    content: 'Smallmouth on a tube jig at first light',
    mediaUrl: null,
    media: null,
    visibility: 'public',
    postType: 'text',
    likesCount: 2,
    commentsCount: 0,
    sharesCount: 0,
    viewsCount: 9,
    mentions: [],
    hashtags: [],
    likedByMe: false,
    savedByMe: false,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    editedAt: null,
  };
}

const renderUserPosts = (userId: string) => <UserPostList userId={userId} />;

const routes = [
  {
    path: '/profile/:userId',
    element: (
      // The app hands profiles the social feature's post list.
      <ProfilePostListProvider value={renderUserPosts}>
        <ProfilePage />
        <Toaster />
      </ProfilePostListProvider>
    ),
    children: [{ path: 'followers', element: <FollowersPage /> }],
  },
  {
    path: '/profile',
    element: (
      <ProfilePostListProvider value={renderUserPosts}>
        <MyProfilePage />
      </ProfilePostListProvider>
    ),
  },
  { path: '/profile/settings', element: <p>Settings page</p> },
];

const base = {
  'GET /api/me': { body: signedInMe() },
  'GET /api/people/suggestions': { body: { items: [] } },
};

describe('/profile/{userId}', () => {
  it('shows who they are, their counts and a follow toggle that moves the follower count', async () => {
    mockApi({
      ...base,
      [`GET /api/profiles/${JORDAN_ID}`]: { body: buildProfile() },
      [`PUT /api/users/${JORDAN_ID}/follow`]: { body: { isFollowing: true, followersCount: 4 } },
      [`GET /api/users/${JORDAN_ID}/posts`]: { body: { items: [buildPost()], nextCursor: null } },
    });
    const { user } = renderWithProviders(null, { routes, route: `/profile/${JORDAN_ID}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Reed' })).toBeInTheDocument();
    expect(screen.getByText('@jordanreed')).toBeInTheDocument();
    expect(screen.getByText('Bass on Lake Erie, mostly at dawn.')).toBeInTheDocument();
    expect(screen.getByText('Lake Erie')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2024')).toBeInTheDocument();
    expect(screen.getByText('12').parentElement).toHaveTextContent(/^12Posts$/);
    const followers = screen.getByRole('link', { name: '3 Followers' });
    expect(followers).toHaveAttribute('href', `/profile/${JORDAN_ID}/followers`);
    expect(screen.getByRole('link', { name: '5 Following' })).toHaveAttribute(
      'href',
      `/profile/${JORDAN_ID}/following`,
    );
    expect(screen.queryByRole('link', { name: /Edit profile/ })).not.toBeInTheDocument();
    // Message sits beside Follow (its behaviour: messages/message-button.test.tsx).
    expect(await screen.findByRole('button', { name: 'Message Jordan Reed' })).toBeInTheDocument();

    // Their posts, as the social feature's cards.
    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(await within(posts).findByText('Smallmouth on a tube jig at first light')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Follow Jordan Reed' }));
    expect(await screen.findByRole('link', { name: '4 Followers' })).toBeInTheDocument();
    expect(await screen.findByText('Following user')).toBeInTheDocument();
  });

  it('is my own page at /profile: no follow toggle, Edit profile instead', async () => {
    mockApi({
      ...base,
      [`GET /api/profiles/${ME_ID}`]: {
        body: buildProfile({
          id: ME_ID,
          handle: 'caseyrivers',
          firstName: 'Casey',
          lastName: 'Rivers',
          displayName: 'Casey Rivers',
          isMe: true,
        }),
      },
    });
    renderWithProviders(null, { routes, route: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Rivers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/settings');
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    // Never a Message button on my own profile.
    expect(screen.queryByRole('button', { name: /^Message/ })).not.toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Sign-in security' })).toHaveAttribute(
      'href',
      '/profile/mfa-settings',
    );
  });

  it('does not suggest following the angler whose profile is open', async () => {
    mockApi({
      ...base,
      'GET /api/people/suggestions': {
        body: {
          items: [
            buildSuggestion(),
            buildSuggestion({
              id: SAM_ID,
              handle: 'samcole',
              firstName: 'Sam',
              lastName: 'Cole',
              displayName: 'Sam Cole',
            }),
          ],
        },
      },
      [`GET /api/profiles/${JORDAN_ID}`]: { body: buildProfile() },
      [`GET /api/users/${JORDAN_ID}/posts`]: { body: { items: [], nextCursor: null } },
    });
    renderWithProviders(null, { routes, route: `/profile/${JORDAN_ID}` });

    const suggestions = await screen.findByRole('region', { name: 'Suggested anglers' });
    expect(await within(suggestions).findByText('Sam Cole')).toBeInTheDocument();
    expect(within(suggestions).queryByText('Jordan Reed')).not.toBeInTheDocument();
  });

  it('says when the angler does not exist', async () => {
    mockApi({
      ...base,
      [`GET /api/profiles/${JORDAN_ID}`]: {
        status: 404,
        body: { error: { code: 'userNotFound', message: 'This angler could not be found.' } },
      },
    });
    renderWithProviders(null, { routes, route: `/profile/${JORDAN_ID}` });
    expect(await screen.findByRole('heading', { name: 'Angler not found' })).toBeInTheDocument();
    expect(screen.getByText('This angler could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search anglers' })).toHaveAttribute('href', '/search');
  });

  it("shows 'Failed to load profile' with a retry that works", async () => {
    let fail = true;
    mockApi({
      ...base,
      [`GET /api/profiles/${JORDAN_ID}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'unexpected', message: 'An unexpected error occurred.' } } }
          : { body: buildProfile() },
    });
    const { user } = renderWithProviders(null, { routes, route: `/profile/${JORDAN_ID}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Reed' })).toBeInTheDocument();
  });

  it('opens the followers in a dialog, 50 at a time with Load more', async () => {
    const firstPage = Array.from({ length: 50 }, (_, index) =>
      buildPerson({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        handle: `angler${index}`,
        displayName: `Angler ${index}`,
      }),
    );
    const api = mockApi({
      ...base,
      [`GET /api/profiles/${JORDAN_ID}`]: { body: buildProfile({ followersCount: 51 }) },
      [`GET /api/users/${JORDAN_ID}/followers`]: (call) =>
        call.query.get('offset') === '0'
          ? { body: { items: firstPage, total: 51, nextOffset: 50 } }
          : {
              body: {
                items: [buildPerson({ id: SAM_ID, handle: 'samlee', displayName: 'Sam Lee' })],
                total: 51,
                nextOffset: null,
              },
            },
    });
    const { user, router } = renderWithProviders(null, { routes, route: `/profile/${JORDAN_ID}` });
    await user.click(await screen.findByRole('link', { name: '51 Followers' }));

    const dialog = await screen.findByRole('dialog', { name: /Jordan Reed's followers/ });
    expect(await within(dialog).findByText('51 people')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(50);
    expect(api.callsTo('GET', `/api/users/${JORDAN_ID}/followers`)[0]?.query.get('limit')).toBe('50');

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('link', { name: 'Sam Lee' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(51);
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe(`/profile/${JORDAN_ID}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
