import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { useOwnActionBar } from '#web/lib/own-action-bar';
import { PUSH_PROMPT_DELAY_MS, PUSH_PROMPT_DISMISSED_KEY, PushPrompt } from './index';

const push = vi.hoisted(() => ({
  supported: true,
  permission: 'default',
  enablePush: vi.fn<(userId: string) => Promise<NotificationPermission>>(),
}));

vi.mock('#web/lib/push/lifecycle', () => ({
  pushSupported: () => push.supported,
  notificationPermission: () => push.permission,
  enablePush: (userId: string) => push.enablePush(userId),
}));

const TITLE = 'Get notified on this device';

function renderPrompt() {
  return renderWithProviders(
    <>
      <PushPrompt userId="casey" />
      <Toaster />
    </>,
  );
}

/** Lets the 3 s go by (or `ms`), then leaves fake time so the rest of the test runs as usual. */
function wait(ms = PUSH_PROMPT_DELAY_MS) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  push.supported = true;
  push.permission = 'default';
  push.enablePush.mockReset();
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the push prompt', () => {
  it('appears 3 seconds after load while the permission is undecided, without taking focus', () => {
    renderPrompt();
    wait(PUSH_PROMPT_DELAY_MS - 1);
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    wait(1);
    const prompt = screen.getByRole('region', { name: TITLE });
    expect(prompt).toHaveTextContent('Turn on push notifications to hear about new followers');
    expect(prompt).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it.each([
    ['granted', true],
    ['denied', true],
    ['default', false],
  ] as const)('stays away when the permission is %s (supported: %s)', (permission, supported) => {
    push.permission = permission;
    push.supported = supported;
    renderPrompt();
    wait(10_000);
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('waits while a form has its own action bar (a message composer), and shows once the form is gone', () => {
    function Composer() {
      useOwnActionBar();
      return <p>Composer</p>;
    }
    function Page() {
      const [composing, setComposing] = useState(true);
      return (
        <>
          <PushPrompt userId="casey" />
          {composing && <Composer />}
          <button onClick={() => setComposing(false)}>Close the conversation</button>
        </>
      );
    }
    renderWithProviders(<Page />);
    wait();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close the conversation' }));
    expect(screen.getByRole('region', { name: TITLE })).toBeInTheDocument();
  });

  it('"Not now" hides it for the rest of the session', () => {
    const first = renderPrompt();
    wait();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).toBe('1');
    first.unmount();
    renderPrompt();
    wait(10_000);
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('Escape dismisses it from the keyboard', () => {
    renderPrompt();
    wait();
    const notNow = screen.getByRole('button', { name: 'Not now' });
    notNow.focus();
    fireEvent.keyDown(notNow, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).toBe('1');
  });

  it('"Turn on" asks the browser, starts push for the person and says so', async () => {
    push.enablePush.mockResolvedValue('granted');
    renderPrompt();
    wait();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(push.enablePush).toHaveBeenCalledWith('casey');
    expect(await screen.findByText('Push notifications are on for this device.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('a refusal in the browser points to its settings; a failure says push could not be turned on', async () => {
    push.enablePush.mockResolvedValue('denied');
    const first = renderPrompt();
    wait();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/You can allow them in your browser settings/)).toBeInTheDocument();
    first.unmount();

    window.sessionStorage.clear();
    vi.useFakeTimers();
    push.enablePush.mockRejectedValue(new Error('subscribe failed'));
    renderPrompt();
    wait();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Push notifications could not be turned on. Please try again later.'),
    ).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });
});
