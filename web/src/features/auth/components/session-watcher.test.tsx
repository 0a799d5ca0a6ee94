import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { mockApi } from '#web/test/api';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { getMeQueryOptions } from '#web/lib/session';
import { hadSession } from '#web/features/auth/lib/session-marker';
import { SessionWatcher } from './session-watcher';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const signedInMe = buildMe({ id: 'u1', email: 'dana@example.com', firstName: 'Dana', lastName: 'Shore' });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toast.error).mockClear();
});

describe('SessionWatcher', () => {
  it('says once that the session expired when the server stops knowing it', async () => {
    let me: unknown = signedInMe;
    mockApi({ 'GET /api/me': () => ({ body: me }) });
    const { queryClient } = renderWithProviders(<SessionWatcher />);
    await waitFor(() => expect(hadSession()).toBe(true));

    me = SIGNED_OUT;
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
    mockApi({ 'GET /api/me': () => ({ body: me }) });
    const { queryClient } = renderWithProviders(<SessionWatcher />);
    await waitFor(() => expect(hadSession()).toBe(true));

    me = SIGNED_OUT;
    act(() => queryClient.clear());
    await act(() => queryClient.fetchQuery(getMeQueryOptions()));
    expect(hadSession()).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('stays quiet for a visitor who never signed in', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { queryClient } = renderWithProviders(<SessionWatcher />);
    await waitFor(() => expect(queryClient.getQueryData(getMeQueryOptions().queryKey)).toEqual(SIGNED_OUT));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
