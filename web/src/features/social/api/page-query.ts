/** `?cursor=…&limit=…` for the keyset-paged lists (feed, hashtag, mentions, comments). */
export function pageQuery(cursor: string | null | undefined, limit?: number): string {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (limit !== undefined) params.set('limit', String(limit));
  const query = params.toString();
  return query ? `?${query}` : '';
}
