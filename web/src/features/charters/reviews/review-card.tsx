import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck } from 'lucide-react';
import type { CharterReview } from '@tightlines/domain/charters/bookings';
import { Avatar } from '#web/components/ui/avatar';
import { initialsOf } from '#web/components/ui/initials';
import { shortDate } from '#web/lib/format/time';
import { Stars } from './stars';

/** "June 2026": the month of the trip, in the reader's language. */
export function tripMonth(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/**
 * One review: who, their stars, the verified trip it is about ("Verified trip · June 2026 · Full day offshore"),
 * the text and the captain's public reply. `menu` is the report menu; `reply` replaces the reply block (the
 * captain's inline editor).
 */
export function ReviewCard({
  review,
  menu,
  reply,
  heading,
}: {
  review: CharterReview;
  menu?: ReactNode;
  reply?: ReactNode;
  heading?: ReactNode;
}) {
  const { t, i18n } = useTranslation('captain');
  const language = i18n.resolvedLanguage ?? 'en';
  const overall = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(review.overall);
  return (
    <article className="space-y-3 py-4" aria-label={t('reviews.by', { name: review.author.displayName })}>
      {heading}
      <header className="flex items-start gap-3">
        <Avatar
          src={review.author.avatarUrl}
          alt=""
          initials={initialsOf(review.author.firstName, review.author.lastName, review.author.displayName)}
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-deep dark:text-white">{review.author.displayName}</p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <Stars value={review.overall} label={t('reviews.starsLabel', { value: overall })} />
            <span>{shortDate(review.createdAt, language)}</span>
          </div>
          <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-green-800 dark:text-green-300">
            <BadgeCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('reviews.verified', {
              month: tripMonth(review.tripStartsAt, language),
              package: review.packageName,
            })}
          </p>
        </div>
        {menu}
      </header>
      {review.text && (
        <p className="text-[15px] break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
          {review.text}
        </p>
      )}
      {reply ??
        (review.reply && (
          <div className="rounded-lg border-s-4 border-open bg-shallows p-3 dark:bg-slate-800">
            <p className="text-sm font-semibold text-deep dark:text-white">{t('reviews.replyHeading')}</p>
            <p className="text-[15px] break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
              {review.reply}
            </p>
          </div>
        ))}
    </article>
  );
}
