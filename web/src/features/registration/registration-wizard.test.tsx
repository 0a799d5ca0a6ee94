import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { renderWithProviders } from '#web/test/render';
import { RegisterPage } from './pages/register-page';
import { mockApi } from '#web/test/api';
import {
  buildOptions,
  buildRegistration,
  EVENT_ID,
  MATE_ID,
  ME_ID,
  signedInMe,
  TEAM_ID,
} from './testing/fixtures';

// The wizard walks four steps; a busy machine needs more than the default five seconds.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const routes = [
  {
    path: '/register',
    element: (
      <>
        <RegisterPage />
        <Toaster />
      </>
    ),
  },
  { path: '/registration-success', element: <p>Success page</p> },
  // Payments (issue 17): web-payer
  { path: '/complete-registration', element: <p>Pay page</p> },
];

describe('/register wizard', () => {
  it('walks event → team and boat → anglers → waiver, refuses to submit without the waiver, then registers', async () => {
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/registrations/options': { body: buildOptions() },
      'POST /api/registrations': { status: 201, body: buildRegistration() },
    });
    const { user, router } = renderWithProviders(null, { routes, route: `/register?eventId=${EVENT_ID}` });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register for a tournament' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/Tournament/)).toHaveValue(EVENT_ID);
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getByText('38 left')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Team and boat' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Team/)).toHaveValue(TEAM_ID);
    await user.type(screen.getByLabelText('New boat name'), 'Sea Spray');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByDisplayValue('Mia Line')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a guest angler' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // A guest without a name stops the step.
    expect(await screen.findByText("Enter the angler's name.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Angler 3 (guest)'), 'Guest Gil');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Waiver and fee' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('You must accept the waiver to register.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/registrations')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'I accept the waiver and the rules' }));
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-success'));
    expect(api.callsTo('POST', '/api/registrations')[0]?.body).toEqual({
      eventId: EVENT_ID,
      divisionId: null,
      draftId: null,
      entry: 'team',
      teamId: TEAM_ID,
      boatId: null,
      newBoatName: 'Sea Spray',
      anglers: [
        { userId: ME_ID, name: 'Casey Rivers' },
        { userId: MATE_ID, name: 'Mia Line' },
        { userId: null, name: 'Guest Gil' },
      ],
      waiverAccepted: true,
      feeShownMinor: 15_000,
    });
  });

  it('shows the server’s “full” answer and keeps what was typed', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/registrations/options': { body: buildOptions({ teams: [] }) },
      'POST /api/registrations': {
        status: 409,
        body: { error: { code: 'tournamentFull', message: 'This tournament is full' } },
      },
    });
    const { user } = renderWithProviders(null, { routes, route: `/register?eventId=${EVENT_ID}` });
    await screen.findByRole('button', { name: 'Next' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: 'Just me (solo)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByDisplayValue('Casey Rivers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the waiver and the rules' }));
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('This tournament is full')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the waiver and the rules' })).toBeChecked();
  });

  it('saves a draft and tells the person the link is in their inbox', async () => {
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/registrations/options': { body: buildOptions() },
      'POST /api/registrations/drafts': {
        status: 201,
        body: { id: '66666666-6666-4666-8666-666666666666', resumeToken: 'tok', emailed: true },
      },
    });
    const { user } = renderWithProviders(null, { routes, route: `/register?eventId=${EVENT_ID}` });
    await screen.findByRole('button', { name: 'Next' });
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    expect(
      await screen.findByText('Saved. We e-mailed you a link to finish your registration.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/registrations/drafts')[0]?.body).toMatchObject({
      draft: { eventId: EVENT_ID, entry: 'team', teamId: TEAM_ID, step: 0 },
      sendLink: true,
    });
  });

  // Payments (issue 17): web-payer
  it('sends a registration with a fee to pay online to the pay page', async () => {
    const registration = buildRegistration({ canPay: true, paymentStatus: 'payment_pending' });
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/registrations/options': { body: buildOptions() },
      'POST /api/registrations': { status: 201, body: registration },
    });
    const { user, router } = renderWithProviders(null, { routes, route: `/register?eventId=${EVENT_ID}` });
    expect(await screen.findByLabelText(/Tournament/)).toHaveValue(EVENT_ID);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Team and boat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByDisplayValue('Mia Line')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Waiver and fee' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the waiver and the rules' }));
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?registration=${registration.id}`);
  });
});
