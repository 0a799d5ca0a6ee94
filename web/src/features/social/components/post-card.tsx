import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { Post } from '@tightlines/domain/social/posts';
import { PersonAvatar } from '#web/components/ui/avatar';
import { Card } from '#web/components/ui/card';
import { useMe } from '#web/lib/session';
import { ModerationNotice, ReportMenu } from '#web/features/safety';
import { fullTime, relativeTime } from '#web/lib/format/time';
import { CommentsSection } from './comments-section';
import { DeletePostDialog } from './delete-post-dialog';
import { PostActions } from './post-actions';
import { PostEditForm } from './post-edit-form';
import { PostMedia } from './post-media';
import { PostMenu } from './post-menu';
import { PostText, profilePathOf } from './post-text';
import { useViewRecorder } from './use-view-recorder';
import { VISIBILITY_ICONS } from './visibility';

interface PostCardProps {
  post: Post;
  /** The post's own page opens its comments at once. */
  defaultCommentsOpen?: boolean;
  /** Load the photo at once (the first card on a page). */
  eager?: boolean;
  onDeleted?: () => void;
}

/** A post as every list shows it (DESIGN 'Catch and post cards'): photo first, then who, when and what. */
export function PostCard({ post, defaultCommentsOpen = false, eager, onDeleted }: PostCardProps) {
  const { t, i18n } = useTranslation('social');
  const language = i18n.resolvedLanguage ?? 'en';
  const viewerId = useMe().data?.user?.id ?? null;
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const commentsId = useId();
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const mine = viewerId === post.author.id;
  useViewRecorder(card, post.id, viewerId !== null && !mine);

  const { author } = post;
  const VisibilityIcon = VISIBILITY_ICONS[post.visibility];

  return (
    <Card className="overflow-hidden">
      <article ref={card} aria-labelledby={titleId}>
        <header className="flex items-center gap-3 px-4 pt-3 pb-3">
          <Link
            to={profilePathOf(author.id)}
            className="shrink-0 rounded-full"
            tabIndex={-1}
            aria-hidden="true"
          >
            <PersonAvatar person={author} />
          </Link>
          <div className="min-w-0 flex-1">
            <p className="flex min-w-0 items-baseline gap-1.5">
              <Link
                id={titleId}
                to={profilePathOf(author.id)}
                className="truncate font-semibold text-deep hover:underline dark:text-white"
              >
                {author.displayName}
              </Link>
              {author.handle && (
                <span dir="ltr" className="truncate text-sm text-slate-600 dark:text-slate-400">
                  @{author.handle}
                </span>
              )}
            </p>
            {post.group && (
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                <Trans
                  t={t}
                  i18nKey="post.inGroup"
                  values={{ name: post.group.name }}
                  components={{
                    group: (
                      <Link
                        to={`/groups/${encodeURIComponent(post.group.slug)}`}
                        className="font-semibold text-open hover:underline dark:text-open-400"
                      />
                    ),
                  }}
                />
              </p>
            )}
            <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
              <Link to={`/posts/${encodeURIComponent(post.id)}`} className="hover:underline">
                <time dateTime={post.createdAt} title={fullTime(post.createdAt, language)}>
                  {relativeTime(post.createdAt, language)}
                </time>
              </Link>
              {post.editedAt && <span>· {t('post.editedLabel')}</span>}
              <span aria-hidden="true">·</span>
              <VisibilityIcon className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">{t(`visibility.${post.visibility}`)}</span>
            </p>
            {post.place && (
              // The place its author chose to share (issue 19), by name: its reports are one tap away.
              <p className="flex min-w-0 items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                <Link
                  to={`/fishing-reports?place=${encodeURIComponent(post.place.name)}`}
                  className="truncate hover:underline"
                >
                  {post.place.name}
                </Link>
              </p>
            )}
          </div>
          {mine ? (
            <PostMenu onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
          ) : (
            <ReportMenu targetType="post" targetId={post.id} label={t('post.menu')} />
          )}
        </header>
        {mine && <ModerationNotice state={post.moderation} className="mx-4 mb-3" />}

        <PostMedia post={post} eager={eager} />

        {editing ? (
          <div className="pt-3">
            <PostEditForm post={post} onDone={() => setEditing(false)} />
          </div>
        ) : (
          post.content && <PostText content={post.content} mentions={post.mentions} className="px-4 pt-3" />
        )}

        <div className="pt-1">
          <PostActions
            post={post}
            signedIn={viewerId !== null}
            commentsOpen={commentsOpen}
            onToggleComments={() => setCommentsOpen((open) => !open)}
            commentsId={commentsId}
          />
        </div>
        {commentsOpen && <CommentsSection post={post} viewerId={viewerId} id={commentsId} />}
      </article>
      {mine && (
        <DeletePostDialog postId={post.id} open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
      )}
    </Card>
  );
}
