import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { buildListing, buildReview, LISTING_ID } from '#web/features/charters/office/testing/fixtures';
import { ListingReviews } from './listing-reviews';

const reviewsUrl = `GET /api/charters/${LISTING_ID}/reviews`;

describe('ListingReviews (a listing page)', () => {
  it('shows the rating breakdown and verified reviews with the captain’s reply; loads more', async () => {
    const api = mockApi({
      'GET /api/me': { body: SIGNED_OUT },
      [reviewsUrl]: ({ query }) =>
        query.get('cursor') === 'page-2'
          ? {
              body: {
                items: [buildReview({ id: '55555555-5555-4555-8555-555555555503', text: 'Older trip' })],
                nextCursor: null,
              },
            }
          : {
              body: {
                items: [
                  buildReview({ reply: 'Thanks for fishing with us, Andy!' }),
                  buildReview({
                    id: '55555555-5555-4555-8555-555555555502',
                    text: 'Rough seas, good crew',
                    overall: 3,
                  }),
                ],
                nextCursor: 'page-2',
              },
            },
    });
    const { user } = renderWithProviders(<ListingReviews listing={buildListing()} />);

    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('12 reviews from completed trips')).toBeInTheDocument();
    const histogram = screen.getByRole('list', { name: 'Reviews by stars' });
    const five = within(histogram).getAllByRole('listitem')[0]!;
    expect(five).toHaveTextContent('5 stars');
    expect(five).toHaveTextContent('7');
    expect(screen.getByRole('list', { name: 'Ratings by aspect' })).toHaveTextContent('4.8');

    const [first] = await screen.findAllByRole('article', { name: 'Review by Andy Angler' });
    if (!first) throw new Error('no review');
    expect(screen.getAllByText('Verified trip · June 2026 · Full day offshore')).toHaveLength(2);
    expect(within(first).getByText('Tuna all day!')).toBeInTheDocument();
    expect(within(first).getByText('Reply from the captain')).toBeInTheDocument();
    expect(within(first).getByText('Thanks for fishing with us, Andy!')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'More options (Andy Angler)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Older trip')).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path.endsWith('/reviews')).map((call) => call.query.get('cursor')),
    ).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  }, 20_000);

  it('says so when there are no reviews yet', () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT }, [reviewsUrl]: { body: { items: [], nextCursor: null } } });
    renderWithProviders(
      <ListingReviews listing={buildListing({ count: 0, average: null, stars: [0, 0, 0, 0, 0] })} />,
    );
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('Reviews come only from anglers who completed a trip.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the reviews cannot be loaded', async () => {
    mockApi({
      'GET /api/me': { body: SIGNED_OUT },
      [reviewsUrl]: { status: 500, body: { error: { code: 'unexpected', message: 'x' } } },
    });
    renderWithProviders(<ListingReviews listing={buildListing()} />);
    expect(await screen.findByText('Reviews could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
