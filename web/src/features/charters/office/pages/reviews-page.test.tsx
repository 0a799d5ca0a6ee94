import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { buildCaptainReview, buildReview } from '#web/features/charters/office/testing/fixtures';
import { CaptainReviewsPage } from './reviews-page';

afterEach(() => {
  toast.dismiss();
});

const page = (
  <>
    <CaptainReviewsPage />
    <Toaster />
  </>
);
const ANSWERED_ID = '55555555-5555-4555-8555-555555555509';

describe('/captain/reviews', () => {
  it('lists unanswered reviews first with a reply box; publishing a reply sends it and shows it', async () => {
    const api = mockApi({
      'GET /api/captain/reviews': {
        body: {
          items: [
            buildCaptainReview(),
            buildCaptainReview({
              id: ANSWERED_ID,
              text: 'Solid day',
              reply: 'Thanks!',
              listingName: 'Reel Time',
            }),
          ],
          nextCursor: null,
          unanswered: 1,
        },
      },
      'PUT /api/charters/reviews/:reviewId/reply': ({ body }) => ({
        body: buildReview({ reply: (body as { text: string }).text }),
      }),
    });
    const { user } = renderWithProviders(page);
    expect(await screen.findByText('1 review waits for your reply')).toBeInTheDocument();
    const [unanswered, answered] = screen.getAllByRole('article');
    expect(within(unanswered!).getByText('Blue Runner')).toBeInTheDocument();
    expect(within(answered!).getByText('Reel Time')).toBeInTheDocument();
    expect(within(answered!).getByText('Thanks!')).toBeInTheDocument();

    // An empty reply is not sent.
    await user.click(within(unanswered!).getByRole('button', { name: 'Publish reply' }));
    expect(within(unanswered!).getByText('Write a reply first.')).toBeInTheDocument();
    await user.type(
      within(unanswered!).getByRole('textbox', { name: 'Your public reply to Andy Angler' }),
      'See you next season!',
    );
    await user.click(within(unanswered!).getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Your reply is published')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/charters/reviews/${buildReview().id}/reply`)[0]!.body).toEqual({
      text: 'See you next season!',
    });
  }, 30_000);

  it('edits an existing reply in place', async () => {
    const api = mockApi({
      'GET /api/captain/reviews': {
        body: {
          items: [buildCaptainReview({ id: ANSWERED_ID, reply: 'Thanks!' })],
          nextCursor: null,
          unanswered: 0,
        },
      },
      'PUT /api/charters/reviews/:reviewId/reply': { body: buildReview({ reply: 'Thanks a lot!' }) },
    });
    const { user } = renderWithProviders(page);
    expect(await screen.findByText('0 reviews wait for your reply')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit reply' }));
    const box = screen.getByRole('textbox', { name: 'Your public reply to Andy Angler' });
    expect(box).toHaveValue('Thanks!');
    await user.clear(box);
    await user.type(box, 'Thanks a lot!');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    await screen.findByText('Your reply is published');
    expect(api.callsTo('PUT', `/api/charters/reviews/${ANSWERED_ID}/reply`)[0]!.body).toEqual({
      text: 'Thanks a lot!',
    });
  }, 30_000);

  it('says so when there are no reviews yet', async () => {
    mockApi({ 'GET /api/captain/reviews': { body: { items: [], nextCursor: null, unanswered: 0 } } });
    renderWithProviders(page);
    expect(await screen.findByText('No reviews on your listings yet.')).toBeInTheDocument();
  });
});
