import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { SIGNED_OUT } from '#web/test/me';
import { MessageButton } from './components/message-button';
import { buildDetail, DIRECT_ID, JORDAN_ID, ME_ID, signedInMe } from './testing/fixtures';

// sonner captures the pointer on a toast (swipe to dismiss); jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => undefined;

afterEach(() => {
  toast.dismiss();
});

function renderButton(userId = JORDAN_ID) {
  return renderWithProviders(
    <>
      <MessageButton userId={userId} name="Jordan Reed" />
      <Toaster />
    </>,
    { route: `/profile/${userId}` },
  );
}

describe('the Message button', () => {
  it('asks a visitor to sign in first', async () => {
    const api = mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { user } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Message Jordan Reed' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to send messages')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/conversations/direct')).toHaveLength(0);
  });

  it('is hidden on my own profile', async () => {
    mockApi({ 'GET /api/me': { body: signedInMe() } });
    renderWithProviders(
      <>
        <MessageButton userId={ME_ID} name="Casey Rivers" />
        <MessageButton userId={JORDAN_ID} name="Jordan Reed" />
      </>,
    );
    // Once the other person's button is there, mine would be too.
    expect(await screen.findByRole('button', { name: 'Message Jordan Reed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Casey Rivers' })).not.toBeInTheDocument();
  });

  it("opens the conversation: 'Started conversation' with the name, then the conversation page", async () => {
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'POST /api/conversations/direct': { body: { conversation: buildDetail(), created: true } },
    });
    const { user, router } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Message Jordan Reed' }));
    expect(await screen.findByText('Started conversation')).toBeInTheDocument();
    expect(screen.getByText('Jordan Reed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/messages/${DIRECT_ID}`);
    expect(api.callsTo('POST', '/api/conversations/direct')[0]?.body).toEqual({ userId: JORDAN_ID });
  });

  it("says 'Failed to start conversation' when the server fails", async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'POST /api/conversations/direct': {
        status: 500,
        body: { error: { code: 'unexpected', message: 'An unexpected error occurred.' } },
      },
    });
    const { user, router } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Message Jordan Reed' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to start conversation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/profile/${JORDAN_ID}`);
  });

  it("says 'Cannot message yourself' if the server finds it is me", async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'POST /api/conversations/direct': {
        status: 400,
        body: { error: { code: 'cannotMessageSelf', message: 'You cannot send a message to yourself' } },
      },
    });
    const { user } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Message Jordan Reed' }));
    expect(await screen.findByText('Cannot message yourself')).toBeInTheDocument();
    expect(screen.getByText('You cannot send a message to yourself')).toBeInTheDocument();
  });
});
