import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { PostCard } from './components/post-card';
import { buildPost, ME_ID } from './testing/fixtures';

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
});

describe('PostCard in a group', () => {
  it('says which group a group post is in, linked to the group', async () => {
    const group = { id: '44444444-4444-4444-8444-444444444444', slug: 'kayak-club', name: 'Kayak Club' };
    renderWithProviders(<PostCard post={buildPost({ group })} />);
    const link = await screen.findByRole('link', { name: 'Kayak Club' });
    expect(link).toHaveAttribute('href', '/groups/kayak-club');
    expect(link.parentElement).toHaveTextContent('in Kayak Club');
  });

  it('shows no group line for an ordinary post', () => {
    renderWithProviders(<PostCard post={buildPost({ group: null })} />);
    expect(screen.queryByText(/^in /)).not.toBeInTheDocument();
  });
});
