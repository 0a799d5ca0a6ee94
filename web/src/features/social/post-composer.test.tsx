import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { InfiniteData } from '@tanstack/react-query';
import type { PostPage } from '@tightlines/domain/social/posts';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { socialKeys } from './api/social-keys';
import { PostComposer } from './components/post-composer';
import { mockApi, type ApiRoute } from '#web/test/api';
import { apiError, buildPerson, buildPost, ME_ID } from './testing/fixtures';

Element.prototype.setPointerCapture ??= () => undefined;

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function renderComposer(routes: Record<string, ApiRoute> = {}) {
  const { calls } = mockApi(routes);
  const view = renderWithProviders(
    <>
      <PostComposer />
      <Toaster />
    </>,
  );
  return { ...view, calls };
}

const textbox = () => screen.getByRole('textbox', { name: 'Post text' });
const postButton = () => screen.getByRole('button', { name: 'Post' });
const photoInput = () => screen.getByLabelText('Add photo');
const file = (name: string, type: string, size: number) => {
  const image = new File(['x'], name, { type });
  Object.defineProperty(image, 'size', { value: size });
  return image;
};

describe('the counter (500 characters, red when negative)', () => {
  it('counts down what is left and turns red past the limit', async () => {
    const { user } = renderComposer();
    const counter = screen.getByTestId('character-counter');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(counter).toHaveTextContent('500');
    await user.type(textbox(), 'Hello');
    expect(counter).toHaveTextContent('495');
    expect(counter).toHaveTextContent('495 characters left');
    expect(counter).not.toHaveClass('text-danger');

    fireEvent.change(textbox(), { target: { value: 'a'.repeat(503) } });
    expect(counter).toHaveTextContent('-3');
    expect(counter).toHaveTextContent('3 characters over the limit');
    expect(counter).toHaveClass('text-danger');
    expect(postButton()).toBeDisabled();

    fireEvent.change(textbox(), { target: { value: 'a'.repeat(500) } });
    expect(counter).toHaveTextContent('0');
    expect(postButton()).toBeEnabled();
  });
});

describe('the Post button', () => {
  it('needs text that is not blank, or a photo', async () => {
    const { user } = renderComposer();
    expect(postButton()).toBeDisabled();
    await user.type(textbox(), '   ');
    expect(postButton()).toBeDisabled();
    await user.type(textbox(), 'Lines in');
    expect(postButton()).toBeEnabled();
    await user.clear(textbox());
    expect(postButton()).toBeDisabled();
    fireEvent.change(photoInput(), { target: { files: [file('catch.jpg', 'image/jpeg', 1000)] } });
    expect(await screen.findByRole('img', { name: 'The photo you are about to post' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(postButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'The photo you are about to post' })).not.toBeInTheDocument();
    expect(postButton()).toBeDisabled();
  });
});

describe('the photo', () => {
  it("refuses anything but an image: 'Only image files are supported'", () => {
    renderComposer();
    fireEvent.change(photoInput(), { target: { files: [file('notes.pdf', 'application/pdf', 1000)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only image files are supported');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(postButton()).toBeDisabled();
  });

  it("refuses more than 5 MB: 'File size must be less than 5MB'", () => {
    renderComposer();
    fireEvent.change(photoInput(), {
      target: { files: [file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    expect(postButton()).toBeDisabled();
  });
});

describe('posting', () => {
  it("sends text, visibility and photo, says 'Post created', clears, and puts the post on top of the feed", async () => {
    const created = buildPost({
      id: '55555555-5555-4555-8555-555555555555',
      author: buildPerson({ id: ME_ID }),
      content: 'First #bass',
    });
    const { user, calls, queryClient } = renderComposer({
      'POST /api/posts': () => ({ status: 201, body: created }),
    });
    const older = buildPost();
    queryClient.setQueryData<InfiniteData<PostPage>>(socialKeys.feed(), {
      pages: [{ items: [older], nextCursor: null }],
      pageParams: [null],
    });

    await user.type(textbox(), 'First #bass');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who can see this post' }), 'Followers');
    const photo = file('catch.jpg', 'image/jpeg', 2000);
    fireEvent.change(photoInput(), { target: { files: [photo] } });
    await user.click(postButton());

    expect(await screen.findByText('Post created')).toBeInTheDocument();
    expect(screen.getByText('Your post has been shared successfully')).toBeInTheDocument();
    const body = calls.find((call) => call.path === '/api/posts')?.body as FormData;
    expect(body.get('content')).toBe('First #bass');
    expect(body.get('visibility')).toBe('followers');
    expect(body.get('image')).toHaveProperty('type', 'image/jpeg');
    expect(textbox()).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'The photo you are about to post' })).not.toBeInTheDocument();
    const feed = queryClient.getQueryData<InfiniteData<PostPage>>(socialKeys.feed());
    expect(feed?.pages[0]?.items.map((post) => post.id)).toEqual([created.id, older.id]);
  });

  it('disables the inputs while creating', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderComposer({
      'POST /api/posts': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(textbox(), 'Slow water');
    await user.click(postButton());
    expect(textbox()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Who can see this post' })).toBeDisabled();
    expect(photoInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: /Posting/ })).toBeDisabled();
    answer({ status: 201, body: buildPost() });
    await waitFor(() => expect(textbox()).toBeEnabled());
  });

  it("says 'Failed to create post' with the server's reason, keeping the text", async () => {
    const { user } = renderComposer({
      'POST /api/posts': () => apiError(400, 'postTooLong', 'Posts can be at most 500 characters.'),
    });
    await user.type(textbox(), 'Keep me');
    await user.click(postButton());
    const toast = (await screen.findByText('Posts can be at most 500 characters.')).closest(
      'li',
    ) as HTMLElement;
    expect(within(toast).getByText('Failed to create post')).toBeInTheDocument();
    expect(textbox()).toHaveValue('Keep me');
  });

  it("says 'Something went wrong' when there is no reason to give", async () => {
    const { user } = renderComposer({
      'POST /api/posts': () => HttpResponse.error(),
    });
    await user.type(textbox(), 'Offline');
    await user.click(postButton());
    const toast = (await screen.findByText('Something went wrong')).closest('li') as HTMLElement;
    expect(within(toast).getByText('Failed to create post')).toBeInTheDocument();
  });
});

describe('a refused post (429)', () => {
  it('says how long to wait, from the Retry-After the server sent', async () => {
    const { user } = renderComposer({
      'POST /api/posts': () => ({
        ...apiError(429, 'tooManyRequests', 'Too many attempts. Please wait a moment and try again.'),
        headers: { 'retry-after': '42', 'ratelimit-limit': '300', 'ratelimit-remaining': '0' },
      }),
    });
    await user.type(textbox(), 'One more');
    await user.click(postButton());
    const toast = (await screen.findByText("You're doing that too often. Try again in 42 seconds.")).closest(
      'li',
    ) as HTMLElement;
    expect(within(toast).getByText('Failed to create post')).toBeInTheDocument();
    expect(textbox()).toHaveValue('One more');
  });
});
