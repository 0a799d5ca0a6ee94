import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  RSVP_MAX_GUESTS,
  RSVP_STATUSES,
  type EventDetail,
  type RsvpStatus,
} from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/components/ui/cn';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useRsvp } from '#web/features/tournaments/api/event';

/** Going, maybe, interested, can't go, with guests. */
export function RsvpPanel({
  event,
}: {
  event: Pick<EventDetail, 'id' | 'myRsvp' | 'goingCount' | 'rsvpCounts'>;
}) {
  const { t } = useTranslation('tournaments');
  const me = useMe();
  const location = useLocation();
  const rsvp = useRsvp(event.id);
  const [guests, setGuests] = useState(event.myRsvp?.guests ?? 0);
  const signedIn = Boolean(me.data?.user);

  const choose = (status: RsvpStatus) => {
    const same =
      event.myRsvp?.status === status && (status === 'not_going' || event.myRsvp.guests === guests);
    rsvp.mutate(same ? null : { status, guests: status === 'not_going' ? 0 : guests }, {
      onSuccess: (state) =>
        toast.success(
          state.myRsvp
            ? t('rsvp.saved', { status: t(`rsvp.status.${state.myRsvp.status}`) })
            : t('rsvp.removed'),
        ),
      onError: (error) => toast.error(t('rsvp.failed'), { description: errorMessage(t, error) }),
    });
  };

  return (
    <section aria-labelledby="rsvp-heading" className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="rsvp-heading" className="text-lg font-bold text-deep dark:text-white">
          {t('rsvp.title')}
        </h2>
        <p className="text-sm tabular-nums text-slate-600 dark:text-slate-300">
          {t('card.going', { count: event.goingCount })}
        </p>
      </div>
      {!signedIn ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Link
            to="/auth/login"
            state={{ from: location }}
            className="font-semibold text-open underline-offset-2 hover:underline"
          >
            {t('rsvp.signIn')}
          </Link>
        </p>
      ) : (
        <>
          <div role="group" aria-label={t('rsvp.title')} className="grid grid-cols-2 gap-2">
            {RSVP_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                aria-pressed={event.myRsvp?.status === status}
                disabled={rsvp.isPending}
                onClick={() => choose(status)}
                className={cn(
                  'min-h-11 rounded-[var(--radius-control)] border px-3 text-sm font-semibold transition-colors disabled:opacity-60',
                  event.myRsvp?.status === status
                    ? 'border-open bg-open text-white'
                    : 'border-slate-300 bg-white text-deep hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
                )}
              >
                {t(`rsvp.status.${status}`)}
                <span className="ms-1 font-normal tabular-nums">({event.rsvpCounts[status] ?? 0})</span>
              </button>
            ))}
          </div>
          <label className="flex items-center justify-between gap-3 text-sm font-medium text-deep dark:text-slate-200">
            {t('rsvp.guests')}
            <Input
              type="number"
              min={0}
              max={RSVP_MAX_GUESTS}
              inputMode="numeric"
              value={guests}
              onChange={(e) => setGuests(Math.max(0, Math.min(RSVP_MAX_GUESTS, Number(e.target.value) || 0)))}
              className="w-24 text-end tabular-nums"
            />
          </label>
          {event.myRsvp && event.myRsvp.status !== 'not_going' && event.myRsvp.guests !== guests && (
            <Button
              variant="secondary"
              className="w-full"
              busy={rsvp.isPending}
              onClick={() => choose(event.myRsvp!.status)}
            >
              {t('rsvp.updateGuests')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
