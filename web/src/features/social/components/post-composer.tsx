import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CalendarClock, ImagePlus, X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { SCHEDULE_MIN_LEAD_MS } from '@tightlines/domain/saved/scheduled';
import { POST_MAX_CHARS } from '@tightlines/domain/social/limits';
import { VISIBILITIES, type Post, type Visibility } from '@tightlines/domain/social/posts';
import { Avatar, initialsOf } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { Textarea } from '#web/components/ui/input';
import { useMe } from '#web/lib/session';
import { useCreatePost } from '#web/features/social/api/create-post';
import { useSchedulePost } from '#web/features/social/api/scheduled';
import { Input } from '#web/components/ui/input';
import { checkImage } from '#web/lib/image-check';
import { reasonOf } from '#web/features/social/lib/post-error';
import { CharacterCounter } from './character-counter';
import { SuspendedNotice, useSuspension } from '#web/features/safety';
import { PostPlacePicker, useTagPostPlace } from '#web/features/fishing-reports/index';
import type { LocationInput } from '@tightlines/domain/fishing-reports/location-tags';

interface PostComposerProps {
  /** Called after a post is created (the dialog closes itself). */
  onPosted?: (post: Post) => void;
  autoFocus?: boolean;
  /** `card` on the page; `plain` inside the dialog, which brings its own frame. */
  variant?: 'card' | 'plain';
  /** Post into this group: the group's members see it, so the visibility choice is not offered. */
  groupId?: string;
}

/** The image picked for the post, with a preview URL released when it goes. */
function useImagePreview(image: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(image);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image]);
  return url;
}

/**
 * Post composer: 500 characters with a live counter (red when negative), an optional photo,
 * visibility; Post is enabled only with text or a photo, not over the limit, not while creating; inputs
 * are disabled while creating and cleared after success.
 */
export function PostComposer({ onPosted, autoFocus, variant = 'card', groupId }: PostComposerProps) {
  const { t } = useTranslation(['social', 'errors', 'fishing-reports']);
  const me = useMe().data?.user;
  const create = useCreatePost();
  const schedule = useSchedulePost();
  const navigate = useNavigate();
  // Issue 19: "Schedule" opens a date-time picker in the person's zone; the post is then published at that time.
  const [scheduling, setScheduling] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('public');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // Issue 19: an optional place, put on the post once it is created.
  const [place, setPlace] = useState<LocationInput | null>(null);
  const tagPlace = useTagPostPlace();
  const preview = useImagePreview(image);
  const ids = {
    text: useId(),
    counter: useId(),
    photo: useId(),
    visibility: useId(),
    error: useId(),
    publishAt: useId(),
    scheduleError: useId(),
  };

  const creating = create.isPending || schedule.isPending;
  // A suspended account sees the composer, held back with the reason, rather than no composer at all.
  const suspended = useSuspension() !== null;
  const locked = creating || suspended;
  const over = content.length > POST_MAX_CHARS;
  const canPost = (content.trim().length > 0 || image !== null) && !over && !locked;

  const handleImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire `change` again.
    event.target.value = '';
    if (!file) return;
    const problem = checkImage(file);
    if (problem) {
      setImageError(t(`errors:${problem}`));
      return;
    }
    setImageError(null);
    setImage(file);
  };

  const submitSchedule = () => {
    // datetime-local is the browser's zone: Date reads it as local time.
    const when = publishAt ? new Date(publishAt) : null;
    if (!when || Number.isNaN(when.getTime()) || when.getTime() - Date.now() < SCHEDULE_MIN_LEAD_MS) {
      setScheduleError(t('errors:scheduleInPast'));
      return;
    }
    setScheduleError(null);
    schedule.mutate(
      { content: content.trim(), visibility, image, publishAt: when.toISOString() },
      {
        onSuccess: () => {
          toast.success(t('composer.scheduled'), {
            action: { label: t('composer.viewScheduled'), onClick: () => void navigate('/scheduled-posts') },
          });
          setContent('');
          setImage(null);
          setImageError(null);
          setPublishAt('');
          setScheduling(false);
        },
        onError: (error) => toast.error(t('composer.scheduleFailed'), { description: reasonOf(t, error) }),
      },
    );
  };

  const submit = () => {
    if (!canPost) return;
    if (scheduling) {
      submitSchedule();
      return;
    }
    create.mutate(
      { content: content.trim(), visibility, image, ...(groupId ? { groupId } : {}) },
      {
        onSuccess: (post) => {
          toast.success(t('composer.created'), { description: t('composer.createdDescription') });
          setContent('');
          setImage(null);
          setImageError(null);
          if (place)
            tagPlace.mutate(
              { postId: post.id, place },
              { onError: () => toast.error(t('fishing-reports:postPlace.failed')) },
            );
          setPlace(null);
          onPosted?.(post);
        },
        onError: (error) => toast.error(t('errors:createPostFailed'), { description: reasonOf(t, error) }),
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Ctrl/⌘ + Enter posts, as in most composers.
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  };

  const name = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  const body = (
    <form
      onSubmit={handleSubmit}
      aria-label={t('composer.formLabel')}
      className={cn('space-y-3', variant === 'card' ? 'p-4' : 'p-4 sm:p-5')}
    >
      <SuspendedNotice />
      <div className="flex gap-3">
        <span className="mt-1 hidden sm:block">
          <Avatar
            src={me?.avatarUrl}
            alt={name}
            initials={initialsOf(me?.firstName ?? '', me?.lastName ?? '')}
          />
        </span>
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.text} className="sr-only">
            {t('composer.textLabel')}
          </label>
          <Textarea
            id={ids.text}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder={t('composer.placeholder')}
            disabled={locked}
            invalid={over}
            autoFocus={autoFocus}
            rows={3}
            aria-describedby={ids.counter}
            className="resize-y"
          />
        </div>
      </div>

      {preview && (
        <div className="relative overflow-hidden rounded-[var(--radius-control)] border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800 sm:ms-[3.25rem]">
          <img
            src={preview}
            alt={t('composer.previewAlt')}
            className="mx-auto max-h-72 w-auto object-contain"
          />
          <button
            type="button"
            onClick={() => setImage(null)}
            disabled={locked}
            aria-label={t('composer.removePhoto')}
            className="absolute end-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 disabled:opacity-60"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      )}
      {imageError && (
        <p
          id={ids.error}
          role="alert"
          className="text-sm font-medium text-danger sm:ms-[3.25rem] dark:text-red-400"
        >
          {imageError}
        </p>
      )}

      {scheduling && (
        <div className="space-y-1.5 sm:ms-[3.25rem]">
          <label htmlFor={ids.publishAt} className="block text-sm font-medium text-deep dark:text-slate-200">
            {t('composer.publishAt')}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              id={ids.publishAt}
              type="datetime-local"
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
              disabled={locked}
              invalid={scheduleError !== null}
              aria-describedby={scheduleError ? ids.scheduleError : undefined}
              className="w-auto"
            />
            <Link
              to="/scheduled-posts"
              className="inline-flex h-11 items-center px-2 text-[15px] font-semibold text-open hover:underline dark:text-open-400"
            >
              {t('composer.viewScheduled')}
            </Link>
          </div>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('composer.zoneHint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
          </p>
          {scheduleError && (
            <p
              id={ids.scheduleError}
              role="alert"
              className="text-sm font-medium text-danger dark:text-red-400"
            >
              {scheduleError}
            </p>
          )}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2 sm:ms-[3.25rem]">
        <input
          id={ids.photo}
          type="file"
          accept="image/*"
          onChange={handleImage}
          disabled={locked}
          aria-describedby={imageError ? ids.error : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={ids.photo}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] px-3 text-[15px] font-semibold text-open hover:bg-shallows peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-open dark:text-open-400 dark:hover:bg-slate-800',
            locked && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus className="h-5 w-5" aria-hidden="true" />
          <span>{image ? t('composer.changePhoto') : t('composer.addPhoto')}</span>
        </label>
        {!groupId && <PostPlacePicker value={place} onChange={setPlace} disabled={locked} />}
        {!groupId && (
          <>
            <label htmlFor={ids.visibility} className="sr-only">
              {t('composer.visibilityLabel')}
            </label>
            <select
              id={ids.visibility}
              value={visibility}
              onChange={(event) => setVisibility(event.target.value as Visibility)}
              disabled={locked}
              className="h-11 rounded-[var(--radius-control)] border border-slate-200 bg-white ps-3 pe-8 text-[15px] font-medium text-deep focus:border-open focus:ring-2 focus:ring-open/30 focus:outline-none disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              {VISIBILITIES.map((option) => (
                <option key={option} value={option}>
                  {t(`visibility.${option}`)}
                </option>
              ))}
            </select>
          </>
        )}
        <span className="ms-auto flex items-center gap-3">
          <CharacterCounter id={ids.counter} length={content.length} />
          {!groupId && (
            <Button
              type="button"
              variant={scheduling ? 'secondary' : 'ghost'}
              aria-pressed={scheduling}
              onClick={() => {
                setScheduling((open) => !open);
                setScheduleError(null);
              }}
              disabled={locked}
            >
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              {t('composer.schedule')}
            </Button>
          )}
          <Button type="submit" disabled={!canPost} busy={creating} className="min-w-20">
            {scheduling
              ? schedule.isPending
                ? t('composer.scheduling')
                : t('composer.schedulePost')
              : creating
                ? t('composer.posting')
                : t('composer.post')}
          </Button>
        </span>
      </div>
    </form>
  );

  return variant === 'card' ? <Card>{body}</Card> : body;
}
