import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { UpdateProfile } from '@tightlines/domain/social/profiles';
import { renderWithProviders } from '#web/test/render';
import { ProfileSettingsPage } from './pages/profile-settings-page';
import { mockApi, type ApiRoute } from '#web/test/api';
import { buildMyProfile, signedInMe } from './testing/fixtures';

afterEach(() => {
  // Sonner keeps its toasts between tests; a toast from one test must not satisfy the next.
  toast.dismiss();
  vi.unstubAllGlobals();
});

function setup(
  save: ApiRoute = (call) => ({
    body: { profile: buildMyProfile(call.body as UpdateProfile), completedNow: false },
  }),
) {
  const api = mockApi({
    'GET /api/me': { body: signedInMe() },
    'GET /api/profile': { body: buildMyProfile() },
    'PATCH /api/profile': save,
    'POST /api/profile/avatar': { body: { url: '/uploads/avatars/me/1.webp' } },
  });
  const view = renderWithProviders(
    <>
      <ProfileSettingsPage />
      <Toaster />
    </>,
    { route: '/profile/settings' },
  );
  return { ...view, api, saves: () => api.callsTo('PATCH', '/api/profile').map((call) => call.body) };
}

describe('/profile/settings', () => {
  it('fills the form from the saved profile, in sections', async () => {
    setup();
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Casey');
    expect(screen.getByLabelText(/@handle/)).toHaveValue('caseyrivers');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+1 555 0100');
    for (const section of ['Photos', 'Personal info', 'Address', 'Social media']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    for (const label of [
      'Street address',
      'Address line 2',
      'City',
      'State',
      'ZIP code',
      'Instagram',
      'Facebook',
      'X (Twitter)',
      'LinkedIn',
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("saves and says 'Profile updated successfully'", async () => {
    const { user, saves } = setup();
    const bio = await screen.findByLabelText('Bio');
    await user.type(bio, 'Fly fishing the Madison');
    expect(screen.getByText('23/300 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'Ennis');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({
      bio: 'Fly fishing the Madison',
      city: 'Ennis',
      firstName: 'Casey',
      handle: 'caseyrivers',
      zipCode: '',
    });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('adds the +5 XP note when the save completes the profile', async () => {
    const { user } = setup((call) => ({
      body: {
        profile: buildMyProfile({ ...(call.body as UpdateProfile), isComplete: true }),
        completedNow: true,
      },
    }));
    await user.type(await screen.findByLabelText('Home waters'), 'Lake Erie');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Profile updated successfully (+5 XP for completing profile)'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to update profile' and keeps what was typed", async () => {
    const { user } = setup(() => ({
      status: 500,
      body: { error: { code: 'unexpected', message: 'An unexpected error occurred.' } },
    }));
    await user.type(await screen.findByLabelText('Bio'), 'Walleye at night');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveValue('Walleye at night');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('shows a taken handle and a malformed one beside the field', async () => {
    const { user, saves } = setup(() => ({
      status: 409,
      body: { error: { code: 'handleTaken', message: 'That handle is already taken. Try another one.' } },
    }));
    const handle = await screen.findByLabelText(/@handle/);
    await user.clear(handle);
    await user.type(handle, 'no spaces!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use 3–30 letters, numbers or underscores.')).toBeInTheDocument();
    expect(saves()).toEqual([]);

    await user.clear(handle);
    await user.type(handle, 'jordanreed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Failed to update profile')).toHaveLength(1);
    expect(saves()).toHaveLength(1);
    expect(handle).toHaveAccessibleDescription('That handle is already taken. Try another one.');
    expect(handle).toHaveAttribute('aria-invalid', 'true');
    expect(handle).toHaveValue('jordanreed');
  });

  it('checks a picked photo before uploading it', async () => {
    const { api } = setup();
    const avatar = await screen.findByLabelText('Change photo');
    fireEvent.change(avatar, {
      target: { files: [new File(['%PDF'], 'catch.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Profile photo: Only image files are supported')).toBeInTheDocument();

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(avatar, { target: { files: [huge] } });
    expect(await screen.findByText('Profile photo: File size must be less than 5MB')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/profile/avatar')).toEqual([]);

    fireEvent.change(avatar, { target: { files: [new File(['jpeg'], 'pike.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Profile photo updated')).toBeInTheDocument();
    const uploads = api.callsTo('POST', '/api/profile/avatar');
    expect(uploads).toHaveLength(1);
    expect((uploads[0]?.body as FormData).get('image')).toHaveProperty('type', 'image/jpeg');
  });
});
