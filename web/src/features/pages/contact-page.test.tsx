import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { pagesRoutes } from './routes';

function renderContact(route = '/contact') {
  return renderWithProviders(null, {
    route,
    routes: [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: pagesRoutes,
      },
    ],
  });
}

const SENT = { status: 201, body: { id: 'c0ffee', createdAt: '2026-11-01T10:00:00.000Z' } };

// The route is lazy; loading it once up front keeps the first test from racing a cold module transform.
beforeAll(async () => {
  await import('./pages/contact-page');
});

beforeEach(() => {
  // sonner reads the colour-scheme preference; jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact page', () => {
  it('shows the spec messages for missing name, email and message', async () => {
    const api = mockApi({ 'POST /api/contact': SENT });
    const { user } = renderContact();
    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('rejects an invalid email address and a message under 10 characters', async () => {
    const api = mockApi({ 'POST /api/contact': SENT });
    const { user } = renderContact();
    await user.type(await screen.findByLabelText(/^Name/), 'Casey Rivers');
    await user.type(screen.getByLabelText(/^Email/), 'casey@');
    await user.type(screen.getByLabelText(/^Message/), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the message to /api/contact with the preselected interest and confirms', async () => {
    const api = mockApi({ 'POST /api/contact': SENT });
    const { user } = renderContact('/contact?interest=cloud_solutions');

    expect(await screen.findByLabelText('Service interest')).toHaveValue('cloud_solutions');
    await user.type(screen.getByLabelText(/^Name/), 'Casey Rivers');
    await user.type(screen.getByLabelText(/^Email/), 'casey@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Weigh-in Wi-Fi');
    await user.type(screen.getByLabelText(/^Message/), 'We need a connection plan for our October weigh-in.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(within(status).getByText("We'll reply within 24 hours.")).toBeInTheDocument();

    expect(api.calls).toHaveLength(1);
    expect(api.callsTo('POST', '/api/contact')[0]!.body).toEqual({
      name: 'Casey Rivers',
      email: 'casey@example.com',
      subject: 'Weigh-in Wi-Fi',
      message: 'We need a connection plan for our October weigh-in.',
      serviceInterest: 'cloud_solutions',
    });
  });

  it('shows the failure message and keeps what was typed when sending fails', async () => {
    mockApi({
      'POST /api/contact': {
        status: 500,
        body: { error: { code: 'unexpected', message: 'An unexpected error occurred.' } },
      },
    });
    const { user } = renderContact();

    await user.type(await screen.findByLabelText(/^Name/), 'Casey Rivers');
    await user.type(screen.getByLabelText(/^Email/), 'casey@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Is the spring series open to kayaks?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Casey Rivers');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('casey@example.com');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Is the spring series open to kayaks?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
  });

  it('shows the contact details and the office hours', async () => {
    renderContact();
    expect(await screen.findByRole('link', { name: 'hello@tightlines.app' })).toHaveAttribute(
      'href',
      'mailto:hello@tightlines.app',
    );
    expect(screen.getByText(/Monday to Friday, 9:00 to 18:00/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Map of the Tightlines office/ })).toBeInTheDocument();
  });
});
