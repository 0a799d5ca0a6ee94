import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MessageSquareQuote, Pencil } from 'lucide-react';
import { CHARTER_LIMITS } from '@tightlines/domain/charters/contract';
import type { CaptainReview } from '@tightlines/domain/charters/office';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { PagedList } from '#web/components/ui/paged-list';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useCaptainReviews, useReplyToReview } from '#web/features/charters/reviews/api';
import { ReviewCard } from '#web/features/charters/reviews/review-card';

/** /captain/reviews: reviews on my listings, unanswered first, each answered (or the answer edited) in place. */
export function CaptainReviewsPage() {
  const { t } = useTranslation('captain');
  useDocumentTitle(t('captainReviews.title'));
  const reviews = useCaptainReviews();
  const unanswered = reviews.data?.pages[0]?.unanswered ?? 0;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t('captainReviews.title')}
        subtitle={
          reviews.data ? t('captainReviews.unanswered', { count: unanswered }) : t('captainReviews.subtitle')
        }
      />
      <Card className="px-5">
        <PagedList
          query={reviews}
          errorTitle={t('captainReviews.loadError')}
          empty={t('captainReviews.empty')}
          moreLabel={t('reviews.more')}
        >
          {(items) =>
            items.length === 0 ? (
              <EmptyState icon={MessageSquareQuote} title={t('captainReviews.empty')} />
            ) : (
              <div className="divide-y divide-slate-200 dark:divide-slate-800">
                {items.map((review) => (
                  <ReviewCard
                    key={review.id}
                    review={review}
                    heading={
                      <p className="text-sm font-semibold text-open dark:text-open-400">
                        {review.listingName}
                      </p>
                    }
                    reply={<ReplyEditor review={review} />}
                  />
                ))}
              </div>
            )
          }
        </PagedList>
      </Card>
    </div>
  );
}

function ReplyEditor({ review }: { review: CaptainReview }) {
  const { t } = useTranslation('captain');
  const reply = useReplyToReview();
  const [editing, setEditing] = useState(review.reply === null);
  const [text, setText] = useState(review.reply ?? '');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('captainReviews.replyRequired'));
      return;
    }
    setError(undefined);
    reply.mutate(
      { reviewId: review.id, text: text.trim() },
      {
        onSuccess: () => {
          toast.success(t('captainReviews.replied'));
          setEditing(false);
        },
        onError: (failure) => toast.error(errorMessage(t, failure)),
      },
    );
  };

  if (!editing && review.reply !== null)
    return (
      <div className="space-y-2 rounded-lg border-s-4 border-open bg-shallows p-3 dark:bg-slate-800">
        <p className="text-sm font-semibold text-deep dark:text-white">{t('reviews.replyHeading')}</p>
        <p className="text-[15px] break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
          {review.reply}
        </p>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('captainReviews.edit')}
        </Button>
      </div>
    );
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-2">
      <Field
        label={t('captainReviews.replyLabel', { name: review.author.displayName })}
        hint={t('captainReviews.replyHint')}
        error={error}
      >
        <Textarea
          value={text}
          maxLength={CHARTER_LIMITS.replyTextMax}
          onChange={(e) => setText(e.target.value)}
          className="min-h-20"
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {review.reply !== null && (
          <Button
            variant="ghost"
            onClick={() => {
              setText(review.reply ?? '');
              setEditing(false);
            }}
          >
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" busy={reply.isPending}>
          {review.reply === null ? t('captainReviews.publish') : t('captainReviews.save')}
        </Button>
      </div>
    </form>
  );
}
