import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type {
  CodeCheckResult,
  DirectorRegistration,
  DirectorRegistrationList,
} from '@tightlines/domain/tournaments/registration-contract';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { EVENT_ID } from '#web/features/registration/testing/fixtures';
import { DirectorRegistrationsPage } from './registrations-page';
import {
  blankFrame,
  fakeStream,
  qrFrame,
  removeMediaDevices,
  stubCanvasFrames,
  stubGetUserMedia,
  stubVideoPlaying,
  type Frame,
} from './testing/qr-frame';

const DIRECTOR = '66666666-6666-4666-8666-666666666666';
const CODE = 'Hk3x9_Qp2LmZ';
const DESK = `/api/tournament-director/events/${EVENT_ID}`;

function buildDeskRegistration(overrides: Partial<DirectorRegistration> = {}): DirectorRegistration {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    entrantName: 'Reel Deal',
    boatName: 'Sea Ray',
    division: 'Open',
    team: null,
    registrant: { userId: DIRECTOR, displayName: 'Cap Hook', email: 'cap@example.com' },
    anglers: [{ userId: DIRECTOR, name: 'Cap Hook', isCaptain: true }],
    status: 'registered',
    paymentStatus: 'paid',
    feeMinor: 15_000,
    currency: 'USD',
    paidAt: '2030-05-01T10:00:00.000Z',
    checkedInAt: null,
    checkedOutAt: null,
    registeredAt: '2030-04-01T10:00:00.000Z',
    ...overrides,
  };
}

const list: DirectorRegistrationList = {
  event: {
    id: EVENT_ID,
    name: 'Spring Open',
    startDate: '2030-05-01',
    endDate: '2030-05-02',
    location: 'Lake Erie',
    timeZone: 'UTC',
    participantsCap: 50,
    registeredCount: 1,
  },
  counts: { registered: 1, checkedIn: 0, paid: 1 },
  items: [buildDeskRegistration()],
};

const checkedIn: CodeCheckResult = {
  action: 'checked_in',
  registration: buildDeskRegistration({ checkedInAt: '2030-05-01T05:00:00.000Z' }),
};

const routes = [
  {
    path: '/tournament-director/events/:eventId/registrations',
    element: (
      <>
        <DirectorRegistrationsPage />
        <Toaster />
      </>
    ),
  },
];

/** What the camera sees, changed by a test mid-scan. */
let seen: Frame = blankFrame();
let restores: (() => void)[] = [];

beforeEach(() => {
  seen = blankFrame();
  // No native detector in jsdom: the desk decodes the frames with jsQR, as on Firefox.
  vi.stubGlobal('BarcodeDetector', undefined);
  restores = [stubVideoPlaying(() => seen).restore, stubCanvasFrames(() => seen).restore];
});
afterEach(() => {
  toast.dismiss();
  for (const restore of restores) restore();
  removeMediaDevices();
  vi.unstubAllGlobals();
});

function openDesk(checkIn: { status?: number; body?: unknown } = { body: checkedIn }) {
  const api = mockApi({
    'GET /api/me': { body: buildMe({ id: DIRECTOR }) },
    [`GET ${DESK}/registrations`]: { body: list },
    [`POST ${DESK}/check-in`]: checkIn,
  });
  const view = renderWithProviders(null, {
    routes,
    route: `/tournament-director/events/${EVENT_ID}/registrations`,
  });
  return { ...view, api };
}

describe('the registration desk’s QR check-in', () => {
  it('asks for the back camera, scans a boat’s QR code and checks it in once, naming the boat', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    const getUserMedia = stubGetUserMedia(
      () =>
        new Promise<MediaStream>((resolve) => {
          grant = resolve;
        }),
    );
    const { stream, track } = fakeStream();
    const { user, api } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Scan QR' }));

    expect(await screen.findByText('Asking for permission to use the camera…')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    grant(stream);
    expect(await screen.findByText("Point the camera at a boat's QR code.")).toBeInTheDocument();
    expect(api.callsTo('POST', `${DESK}/check-in`)).toEqual([]);

    seen = qrFrame(CODE);
    expect(
      await screen.findByText('Reel Deal · Sea Ray checked in', { selector: 'span' }),
    ).toBeInTheDocument();
    // The toast says it too.
    expect(screen.getAllByText('Reel Deal · Sea Ray checked in')).toHaveLength(2);
    expect(api.callsTo('POST', `${DESK}/check-in`).map(({ body }) => body)).toEqual([{ code: CODE }]);
    // The same boat still held up to the camera is not checked straight back out.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo('POST', `${DESK}/check-in`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByText("Point the camera at a boat's QR code.")).not.toBeInTheDocument();
  });

  it('says so when the code belongs to no boat of the event, and keeps scanning', async () => {
    const { stream } = fakeStream();
    stubGetUserMedia(() => Promise.resolve(stream));
    const { user } = openDesk({
      status: 404,
      body: { error: { code: 'checkInCodeInvalid', message: 'No registration matches this check-in code.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Scan QR' }));
    await screen.findByText("Point the camera at a boat's QR code.");
    seen = qrFrame('not-our-boat-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unknown code. No registration matches this check-in code.',
    );
    expect(screen.getByText("Point the camera at a boat's QR code.")).toBeInTheDocument();
  });

  it('does not send a QR code that cannot be a check-in code', async () => {
    const { stream } = fakeStream();
    stubGetUserMedia(() => Promise.resolve(stream));
    const { user, api } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Scan QR' }));
    await screen.findByText("Point the camera at a boat's QR code.");
    seen = qrFrame('Visit our marina today');
    expect(await screen.findByRole('alert')).toHaveTextContent('This QR code is not a boat check-in code.');
    expect(api.callsTo('POST', `${DESK}/check-in`)).toEqual([]);
  });

  it('falls back to typing the code when camera permission is denied', async () => {
    stubGetUserMedia(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { user } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Scan QR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Camera permission was denied. Type the boat's code above",
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Check-in code' })).toHaveFocus());
    expect(screen.queryByLabelText('Camera view')).not.toBeVisible();
  });

  it('says when the device has no camera, or the page cannot open one', async () => {
    stubGetUserMedia(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    const { user } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Scan QR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera was found on this device.');
    await user.click(screen.getByRole('button', { name: 'Close camera' }));

    removeMediaDevices();
    await user.click(screen.getByRole('button', { name: 'Scan QR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser cannot open the camera on this page.',
    );
  });

  it('stops the camera when the desk is left while scanning', async () => {
    const { stream, track } = fakeStream();
    stubGetUserMedia(() => Promise.resolve(stream));
    const { user, unmount } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Scan QR' }));
    await screen.findByText("Point the camera at a boat's QR code.");
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });
});
