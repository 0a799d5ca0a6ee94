import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_KEY } from './client';
import { usePushLifecycle } from './session';

const INSTANCE = '6f1c0f7e-2b1d-4c3a-9e8f-0a1b2c3d4e5f';
const DEVICE = '0d6c3f0e-8a61-4c57-b3f4-1f0e7c2b9a11';

let calls: string[];

beforeEach(() => {
  calls = [];
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/push/instance')
        return Promise.resolve(new Response(JSON.stringify({ instanceId: INSTANCE }), { status: 200 }));
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const record = () =>
  window.localStorage.setItem(
    RECORD_KEY,
    JSON.stringify({
      instanceId: INSTANCE,
      deviceId: DEVICE,
      token: 'https://push.example.com/send/abc',
      userId: 'casey',
      lastSeenSdkVersion: '1.1.0',
      lastSeenUserAgent: 'test',
    }),
  );

describe('push follows the session', () => {
  it('signing out stops it: the device is deleted on the server and its record forgotten', async () => {
    record();
    const { rerender } = renderHook(
      ({ userId }: { userId: string | null | undefined }) => usePushLifecycle(userId),
      {
        initialProps: { userId: undefined as string | null | undefined },
      },
    );
    // Still loading who this is: nothing happens.
    expect(calls).toEqual([]);
    rerender({ userId: null });
    await waitFor(() =>
      expect(calls).toEqual([
        'GET /api/push/instance',
        `DELETE /api/push/device_api/v1/instances/${INSTANCE}/devices/web/${DEVICE}`,
      ]),
    );
    expect(window.localStorage.getItem(RECORD_KEY)).toBeNull();
  });

  it('a visitor without a device costs nothing; a signed-in person without permission is not started', async () => {
    const { rerender } = renderHook(({ userId }: { userId: string | null }) => usePushLifecycle(userId), {
      initialProps: { userId: null as string | null },
    });
    rerender({ userId: 'casey' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
