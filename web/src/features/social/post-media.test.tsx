import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '#web/test/render';
import { PostMedia } from './components/post-media';
import { buildPost } from './testing/fixtures';

describe('a post photo', () => {
  it('uses the signed URLs the API hands out as they are, query included, in src and srcset', () => {
    const signed = (name: string) =>
      `/uploads/post-media/u1/${name}?a=prv&exp=1795640400&sig=Ab-_9xYz0123456789abcd`;
    const { container } = renderWithProviders(
      <PostMedia
        post={buildPost({
          visibility: 'followers',
          mediaUrl: signed('1.jpg'),
          media: {
            width: 800,
            height: 1000,
            variants: [
              { url: signed('1-320.webp'), width: 320, type: 'image/webp' },
              { url: signed('1-800.webp'), width: 800, type: 'image/webp' },
            ],
          },
        })}
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', signed('1.jpg'));
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      `${signed('1-320.webp')} 320w, ${signed('1-800.webp')} 800w`,
    );
  });
});
