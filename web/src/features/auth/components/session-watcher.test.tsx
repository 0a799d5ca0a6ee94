import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { renderWithProviders } from '../../../test/render';
import { getMeQueryOptions } from '../../../lib/session';
import { hadSession } from '../lib/session-marker';
import { mockFetch, signedOutMe } from '../testing/mock-fetch';
import { SessionWatcher } from './session-watcher';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const signedInMe = {
  user: {
    id: 'u1',
    email: 'dana@example.com',
    emailVerified: true,
    firstName: 'Dana',
    lastName: 'Shore',
    avatarUrl: null,
    twoFactorEnabled: false,
    isDemo: false,
  },
  roles: ['user'],
  primaryRole: 'user',
  session: { expiresAt: Math.floor(Date.now() / 1000) + 3600 },
};

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionWatcher', () => {
  it('says once that the session expired when the server stops knowing it', async () => {
    let me: unknown = signedInMe;
    mockFetch({ '/api/me': () => ({ body: me }) });
    const { queryClient } = renderWithProviders(<SessionWatcher />);
    await waitFor(() => expect(hadSession()).toBe(true));

    me = signedOutMe;
    await act(() => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your session has expired. Please log in again.', {
        id: 'session-expired',
      }),
    );
    expect(hadSession()).toBe(false);

    await act(() => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }));
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('stays quiet after a sign-out (which clears the cache)', async () => {
    let me: unknown = signedInMe;
    mockFetch({ '/api/me': () => ({ body: me }) });
    const { queryClient } = renderWithProviders(<SessionWatcher />);
    await waitFor(() => expect(hadSession()).toBe(true));

    me = signedOutMe;
    act(() => queryClient.clear());
    await act(() => queryClient.fetchQuery(getMeQueryOptions()));
    expect(hadSession()).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('stays quiet for a visitor who never signed in', async () => {
    mockFetch({ '/api/me': { body: signedOutMe } });
    const { queryClient } = renderWithProviders(<SessionWatcher />);
    await waitFor(() => expect(queryClient.getQueryData(getMeQueryOptions().queryKey)).toEqual(signedOutMe));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
