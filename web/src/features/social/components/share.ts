/** The public address of a post, for copying and sharing. */
export function postUrlOf(postId: string): string {
  return new URL(`/posts/${encodeURIComponent(postId)}`, window.location.origin).href;
}

export type ShareOutcome = 'native' | 'copied' | 'cancelled' | 'failed';

/** The Web Share sheet where the device has one, else the link on the clipboard. */
export async function sharePostLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'native';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Some browsers refuse share() outside a secure context or for the page's own URL: copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
