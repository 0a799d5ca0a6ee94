import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { BOOKING_ID, buildBooking, buildReview } from '#web/features/charters/office/testing/fixtures';
import { ReviewDialog } from './review-dialog';

afterEach(() => {
  toast.dismiss();
});

const url = `POST /api/charters/bookings/${BOOKING_ID}/review`;

function renderDialog() {
  const onOpenChange = vi.fn();
  const result = renderWithProviders(
    <>
      <ReviewDialog booking={buildBooking()} open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );
  return { ...result, onOpenChange };
}

describe('ReviewDialog', () => {
  it('rates four aspects with the keyboard and the mouse, then publishes the review', async () => {
    const api = mockApi({ [url]: { status: 201, body: buildReview() } });
    const { user, onOpenChange } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Review your trip on Blue Runner' });
    expect(within(dialog).getByText('Your trip in June 2026 · Full day offshore')).toBeInTheDocument();

    // Nothing rated: every aspect asks for its stars, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getAllByText('Choose from 1 to 5 stars.')).toHaveLength(4);
    expect(api.calls).toHaveLength(0);

    const groups = within(dialog).getAllByRole('group');
    expect(groups).toHaveLength(4);
    // Keyboard: choose 5 on the first aspect, then the arrow key moves the choice to 4.
    await user.click(within(groups[0]!).getByRole('radio', { name: '5 stars' }));
    await user.keyboard('{ArrowLeft}');
    expect(within(groups[0]!).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(within(groups[1]!).getByRole('radio', { name: '5 stars' }));
    await user.click(within(groups[2]!).getByRole('radio', { name: '3 stars' }));
    await user.click(within(groups[3]!).getByRole('radio', { name: '1 star' }));
    expect(within(dialog).queryByText('Choose from 1 to 5 stars.')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'How was it? (optional)' }), '  Big mahi  ');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText('Thanks — your review is published')).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({
      ratings: { captain: 4, boat: 5, fishing: 3, value: 1 },
      text: 'Big mahi',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  }, 30_000);

  it('shows the server’s refusal in the person’s words and keeps what they wrote', async () => {
    mockApi({
      [url]: {
        status: 409,
        body: { error: { code: 'charterReviewExists', message: 'You already reviewed this trip' } },
      },
    });
    const { user, onOpenChange } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    for (const group of within(dialog).getAllByRole('group'))
      await user.click(within(group).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByRole('textbox'), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('You already reviewed this trip')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Again');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  }, 30_000);
});
