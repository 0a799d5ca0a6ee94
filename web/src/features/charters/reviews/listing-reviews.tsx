import { useTranslation } from 'react-i18next';
import { MessageSquareQuote } from 'lucide-react';
import { REVIEW_ASPECTS } from '@tightlines/domain/charters/contract';
import type { ListingDetail } from '@tightlines/domain/charters/views';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PagedList } from '#web/components/ui/paged-list';
import { ReportMenu } from '#web/features/safety';
import { useListingReviews } from './api';
import { ReviewCard } from './review-card';
import { Stars } from './stars';

/** A listing's reviews with their rating breakdown (issue 18): every review is from a completed trip. */
export function ListingReviews({ listing }: { listing: ListingDetail }) {
  const { t, i18n } = useTranslation(['captain', 'charter-terms']);
  const language = i18n.resolvedLanguage ?? 'en';
  const reviews = useListingReviews(listing.id);
  const { rating } = listing;
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(language);
  return (
    <section aria-labelledby="listing-reviews" className="space-y-4">
      <h2 id="listing-reviews" className="text-xl font-bold text-deep dark:text-white">
        {t('reviews.title')}
      </h2>
      {rating.count === 0 ? (
        <EmptyState icon={MessageSquareQuote} title={t('reviews.empty')} hint={t('reviews.emptyHint')} />
      ) : (
        <>
          <Card className="grid gap-6 p-5 sm:grid-cols-[auto_1fr_1fr]">
            <div className="flex flex-col items-center justify-center gap-1 text-center">
              <p className="text-5xl font-extrabold text-deep tabular-nums dark:text-white">
                {rating.average === null ? '–' : decimal.format(rating.average)}
              </p>
              <Stars
                size="lg"
                value={rating.average ?? 0}
                label={t('reviews.starsLabel', { value: decimal.format(rating.average ?? 0) })}
              />
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('reviews.count', { count: rating.count, formatted: count.format(rating.count) })}
              </p>
            </div>
            <ul className="space-y-1.5" aria-label={t('reviews.histogram')}>
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = rating.stars[stars - 1] ?? 0;
                return (
                  <li key={stars} className="flex items-center gap-2 text-sm">
                    <span className="w-16 shrink-0 text-slate-700 dark:text-slate-300">
                      {t('reviews.starRow', { count: stars })}
                    </span>
                    <Bar value={rating.count === 0 ? 0 : n / rating.count} />
                    <span className="w-8 shrink-0 text-end tabular-nums text-slate-700 dark:text-slate-300">
                      {count.format(n)}
                    </span>
                  </li>
                );
              })}
            </ul>
            <ul className="space-y-1.5" aria-label={t('reviews.aspectsLabel')}>
              {REVIEW_ASPECTS.map((aspect) => {
                const value = rating.aspects[aspect];
                return (
                  <li key={aspect} className="flex items-center gap-2 text-sm">
                    <span className="w-24 shrink-0 text-slate-700 dark:text-slate-300">
                      {t(`charter-terms:aspect.${aspect}`)}
                    </span>
                    <Bar value={value === null ? 0 : value / 5} />
                    <span className="w-8 shrink-0 text-end tabular-nums text-slate-700 dark:text-slate-300">
                      {value === null ? '–' : decimal.format(value)}
                    </span>
                  </li>
                );
              })}
            </ul>
          </Card>
          <PagedList
            query={reviews}
            errorTitle={t('reviews.loadError')}
            empty={t('reviews.empty')}
            moreLabel={t('reviews.more')}
          >
            {(items) => (
              <div className="divide-y divide-slate-200 dark:divide-slate-800">
                {items.map((review) => (
                  <ReviewCard
                    key={review.id}
                    review={review}
                    menu={
                      review.viewer.canReport ? (
                        <ReportMenu
                          targetType="charter_review"
                          targetId={review.id}
                          authorName={review.author.displayName}
                        />
                      ) : undefined
                    }
                  />
                ))}
              </div>
            )}
          </PagedList>
        </>
      )}
    </section>
  );
}

function Bar({ value }: { value: number }) {
  return (
    <span
      className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      aria-hidden="true"
    >
      <span
        className="block h-full rounded-full bg-amber-400"
        style={{ width: `${Math.round(value * 100)}%` }}
      />
    </span>
  );
}
