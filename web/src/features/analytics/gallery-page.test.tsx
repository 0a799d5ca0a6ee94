import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GalleryPage as GalleryPageData, GalleryPhoto } from '@tightlines/domain/gallery/contract';
import { renderWithProviders } from '#web/test/render';
import { GalleryPage } from './pages/gallery-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CURSOR = `1764000000000_${id(2)}`;

const photo = (n: number, values: Partial<GalleryPhoto> = {}): GalleryPhoto => ({
  id: id(n),
  source: 'post',
  url: `/uploads/post-media/${n}.webp`,
  media: null,
  takenAt: `2026-11-${String(28 - n).padStart(2, '0')}T12:00:00.000Z`,
  caption: `Post ${n}`,
  species: null,
  ...values,
});

let pages: Record<string, GalleryPageData>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const page = pages[url];
      return Promise.resolve(
        page ? json(page) : json({ error: { code: 'notFound', message: 'Not found' } }, 404),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/profile/gallery', () => {
  it('shows my photos newest first, pages with Show more, and opens each in the lightbox', async () => {
    pages = {
      '/api/gallery/mine': {
        items: [
          photo(1),
          photo(2, { source: 'catch', species: 'Walleye', caption: null, url: '/uploads/catch-log/2.webp' }),
        ],
        nextCursor: CURSOR,
      },
      [`/api/gallery/mine?cursor=${encodeURIComponent(CURSOR)}`]: { items: [photo(3)], nextCursor: null },
    };
    const { user } = renderWithProviders(<GalleryPage />, { route: '/profile/gallery' });

    const thumbs = await screen.findAllByRole('button', { name: /^Open / });
    expect(thumbs).toHaveLength(2);
    expect(thumbs[1]).toHaveAccessibleName(/Open Walleye, caught/);
    expect(within(thumbs[1]!).getByText('Walleye')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findAllByRole('button', { name: /^Open / })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.click(thumbs[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/catch-log/2.webp');
    // The arrow keys move too.
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there are no photos yet, with a next step', async () => {
    pages = { '/api/gallery/mine': { items: [], nextCursor: null } };
    renderWithProviders(<GalleryPage />, { route: '/profile/gallery' });
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/getsocial');
  });
});
