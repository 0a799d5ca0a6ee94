import { MediaSchema, VISIBILITIES, type Visibility } from '@tightlines/domain/social/posts';
import {
  SCHEDULED_POST_STATES,
  type ScheduledPost,
  type ScheduledPostState,
} from '@tightlines/domain/saved/scheduled';
import { presentImage, type UploadUrls } from '#server/storage/signed-urls';
import type { ScheduledRow } from './repo';

const isVisibility = (value: string): value is Visibility =>
  (VISIBILITIES as readonly string[]).includes(value);
const isState = (value: string): value is ScheduledPostState =>
  (SCHEDULED_POST_STATES as readonly string[]).includes(value);

/** Row → ScheduledPostSchema (allow-list). Its image is its author's only until published: a private URL. */
export function presentScheduled(row: ScheduledRow, urls: UploadUrls): ScheduledPost {
  const media = row.media ? MediaSchema.safeParse(row.media) : null;
  const image = presentImage(urls, 'private', row.mediaUrl, media?.success ? media.data : null);
  return {
    id: row.id,
    content: row.content,
    mediaUrl: image.url,
    media: image.media,
    visibility: isVisibility(row.visibility) ? row.visibility : 'private',
    publishAt: row.publishAt.toISOString(),
    state: isState(row.state) ? row.state : 'failed',
    failureCode: row.failureCode,
    postId: row.postId,
    createdAt: row.createdAt.toISOString(),
  };
}
