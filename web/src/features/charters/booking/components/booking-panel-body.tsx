import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListingDetail } from '@tightlines/domain/charters/views';
import { Button, buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMe } from '#web/lib/session';
import { toast } from 'sonner';
import { useContactOwner, useQuote } from '#web/features/charters/booking/api/bookings';
import { InstantBooking } from '#web/features/charters/booking/components/instant-booking';
import { MoneyLines } from '#web/features/charters/booking/components/money-lines';
import { PolicyNote } from '#web/features/charters/booking/components/policy-note';
import { conversationPath, RequestForm } from '#web/features/charters/booking/components/request-form';
import { bookingErrorMessage } from '#web/features/charters/booking/lib/booking-error';

type Mode = 'book' | 'request';

/** The booking card of a listing's page (the owner never sees it; see booking-panel.tsx). */
export function BookingPanelBody({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('bookings');
  const me = useMe();
  const navigate = useNavigate();
  const packages = listing.packages.filter((item) => item.active);
  const [packageId, setPackageId] = useState(packages[0]?.id ?? '');
  const chosen = packages.find((item) => item.id === packageId);
  const maxParty = Math.min(chosen?.maxParty ?? listing.capacity, listing.capacity);
  const [partyText, setPartyText] = useState('1');
  const party = Number(partyText);
  const partyValid = Number.isInteger(party) && party >= 1 && party <= maxParty;
  const quote = useQuote(listing.id, chosen?.id, partyValid ? party : 0);
  const [mode, setMode] = useState<Mode>(listing.instantBooking ? 'book' : 'request');
  const contact = useContactOwner(listing.id);
  const signedIn = Boolean(me.data?.user);
  const signInPath = `/auth/login?redirect=${encodeURIComponent(`/charters/${listing.id}`)}`;

  if (packages.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('panel.noPackages')}</p>;

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-deep dark:text-white">{t('panel.title')}</h2>
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <Field label={t('panel.package')}>
          <Select value={packageId} onChange={(event) => setPackageId(event.target.value)}>
            {packages.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('panel.party')}
          error={partyValid ? undefined : t('panel.partyInvalid', { max: maxParty })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={maxParty}
            value={partyText}
            onChange={(event) => setPartyText(event.target.value)}
          />
        </Field>
      </div>

      {!partyValid ? null : quote.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : quote.isError ? (
        <QueryError
          compact
          title={bookingErrorMessage(t, quote.error)}
          error={quote.error}
          onRetry={() => void quote.refetch()}
        />
      ) : (
        <MoneyLines
          currency={quote.data.currency}
          lines={[
            { label: t('money.total'), minor: quote.data.totalMinor, strong: true },
            { label: t('money.depositNow'), minor: quote.data.depositMinor },
            ...(quote.data.balanceMinor > 0
              ? [{ label: t('money.balanceLater'), minor: quote.data.balanceMinor }]
              : []),
          ]}
        />
      )}

      <PolicyNote policy={listing.cancellationPolicy} />

      {!signedIn ? (
        me.isPending ? null : (
          <div className="space-y-2 rounded-lg bg-shallows p-3 dark:bg-slate-800">
            <p className="text-sm text-slate-700 dark:text-slate-200">{t('panel.signInToBook')}</p>
            <Link to={signInPath} className={cn(buttonClasses('primary'), 'w-full')}>
              {t('panel.signIn')}
            </Link>
          </div>
        )
      ) : !listing.viewer.canBook ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('panel.notBookable')}</p>
      ) : (
        <>
          {listing.instantBooking && (
            <div
              role="group"
              aria-label={t('panel.modes')}
              className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
            >
              {(['book', 'request'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={mode === value}
                  onClick={() => setMode(value)}
                  className={cn(
                    'h-11 flex-1 rounded-lg px-3 text-sm font-semibold',
                    mode === value
                      ? 'bg-white text-deep shadow-sm dark:bg-slate-800 dark:text-white'
                      : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  {t(`panel.mode.${value}`)}
                </button>
              ))}
            </div>
          )}
          {partyValid && chosen && mode === 'book' && listing.instantBooking ? (
            <InstantBooking
              listing={listing}
              packageId={chosen.id}
              partySize={party}
              hasBalance={(quote.data?.balanceMinor ?? 0) > 0}
            />
          ) : partyValid && chosen ? (
            <RequestForm listing={listing} packageId={chosen.id} partySize={party} />
          ) : null}
          <Button
            variant="ghost"
            className="w-full"
            busy={contact.isPending}
            onClick={() =>
              contact.mutate(undefined, {
                onSuccess: (result) => void navigate(conversationPath(result.conversationId)),
                onError: (error) => toast.error(bookingErrorMessage(t, error)),
              })
            }
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            {t('panel.contact')}
          </Button>
        </>
      )}
    </div>
  );
}
