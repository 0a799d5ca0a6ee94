import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { renderWithProviders } from '#web/test/render';
import { RegistrationsPage } from './pages/registrations-page';
import { mockApi } from '#web/test/api';
import { buildRegistration, signedInMe } from './testing/fixtures';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const routes = [
  {
    path: '/registrations',
    element: (
      <>
        <RegistrationsPage />
        <Toaster />
      </>
    ),
  },
];

describe('/registrations', () => {
  it('lists my registrations with their payment status badges and a continue link for a draft', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/registrations': {
        body: {
          items: [
            buildRegistration(),
            buildRegistration({
              id: '77777777-7777-4777-8777-777777777777',
              event: { ...buildRegistration().event, name: 'Walleye Open' },
              paymentStatus: 'paid',
              refundPolicy: { refundPolicy: 'partial', refundPercentBp: 5000, refundDeadline: null },
            }),
            buildRegistration({
              id: '88888888-8888-4888-8888-888888888888',
              event: { ...buildRegistration().event, name: 'Autumn Derby' },
              status: 'draft',
              resumeToken: 'resume-me-please',
              checkInCode: null,
            }),
          ],
        },
      },
    });
    renderWithProviders(null, { routes, route: '/registrations' });

    const first = (await screen.findByRole('link', { name: 'Bay Bass Classic' })).closest('li')!;
    expect(within(first as HTMLElement).getByText('Payment pending')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Registered')).toBeInTheDocument();
    const paid = screen.getByRole('link', { name: 'Walleye Open' }).closest('li')!;
    expect(within(paid as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(
      await within(paid as HTMLElement).findByText('50% refunded if you cancel before the event starts.'),
    ).toBeInTheDocument();
    expect(within(first as HTMLElement).queryByText(/refunded if you cancel/)).not.toBeInTheDocument();
    const draft = screen.getByRole('link', { name: 'Autumn Derby' }).closest('li')!;
    expect(within(draft as HTMLElement).queryByText('Payment pending')).not.toBeInTheDocument();
    expect(within(draft as HTMLElement).getByRole('link', { name: 'Continue registration' })).toHaveAttribute(
      'href',
      '/resume-registration/resume-me-please',
    );
  });

  it('cancels after a confirmation and shows it as cancelled', async () => {
    const registration = buildRegistration();
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/registrations': { body: { items: [registration] } },
      [`POST /api/registrations/${registration.id}/cancel`]: {
        body: { ...registration, status: 'cancelled', checkInCode: null, canCancel: false },
      },
    });
    const { user } = renderWithProviders(null, { routes, route: '/registrations' });
    await user.click(await screen.findByRole('button', { name: 'Cancel registration' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Registration cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/registrations/${registration.id}/cancel`)).toHaveLength(1);
  });

  it('offers no cancel once the event has started, and says how to pay a pending fee', async () => {
    const registration = buildRegistration({ canCancel: false, paymentStatus: 'payment_pending' });
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/registrations': { body: { items: [registration] } },
    });
    renderWithProviders(null, { routes, route: '/registrations' });
    expect(
      await screen.findByText('Pay the entry fee at check-in; the director marks it paid at the dock.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
  });

  it('has an empty state that points to the tournaments', async () => {
    mockApi({ 'GET /api/me': { body: signedInMe() }, 'GET /api/registrations': { body: { items: [] } } });
    renderWithProviders(null, { routes, route: '/registrations' });
    expect(await screen.findByText('You have not registered for a tournament yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tournaments' })).toHaveAttribute('href', '/tournaments');
  });
});
