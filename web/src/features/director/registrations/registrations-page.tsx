import { useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, Camera, ClipboardList, ScanLine } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  DirectorRegistrationsQuerySchema,
  type DirectorRegistrationsQuery,
} from '@tightlines/domain/tournaments/registration-contract';
import { Select } from '#web/components/ui/input';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import { useCheckInByCode, useDeskRegistrations } from './api';
import { QrScanner, useCheckResultMessage } from './qr-scanner';
import { RegistrationRow } from './registration-row';

/** /tournament-director/events/:eventId/registrations: the registration desk and the dock (check in/out, fees, QR). */
export function DirectorRegistrationsPage() {
  const { t } = useTranslation('registration');
  const { eventId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const parsed = DirectorRegistrationsQuerySchema.safeParse(Object.fromEntries(params));
  const query: DirectorRegistrationsQuery = parsed.success ? parsed.data : { status: 'registered' };
  const list = useDeskRegistrations(eventId, query);
  const scan = useCheckInByCode(eventId);
  const [code, setCode] = useState('');
  const [cameraOpen, setCameraOpen] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const messageOf = useCheckResultMessage();
  useDocumentTitle(list.data ? t('desk.title', { name: list.data.event.name }) : t('desk.titleShort'));

  const setFilter = (key: keyof DirectorRegistrationsQuery, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const handleScan = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return;
    scan.mutate(value, {
      onSuccess: (result) => {
        setCode('');
        toast.success(messageOf(result));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 px-4 py-6">
      <Link
        to={`/tournament-director/events/${eventId}`}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-open hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t('desk.back')}
      </Link>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-deep dark:text-white">
          {list.data ? t('desk.title', { name: list.data.event.name }) : t('desk.titleShort')}
        </h1>
        {list.data && (
          <p className="tabular-nums text-slate-600 dark:text-slate-400">
            {t('desk.counts', {
              registered: list.data.counts.registered,
              cap: list.data.event.participantsCap ?? '∞',
              checkedIn: list.data.counts.checkedIn,
              paid: list.data.counts.paid,
            })}
          </p>
        )}
      </header>

      <Card className="p-4">
        <form onSubmit={handleScan} className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 basis-full space-y-1.5 sm:basis-auto sm:flex-1">
            <span className="block text-sm font-medium text-deep dark:text-slate-200">
              {t('desk.scanLabel')}
            </span>
            <Input
              ref={codeInput}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder={t('desk.scanPlaceholder')}
            />
          </label>
          <Button type="submit" busy={scan.isPending}>
            {!scan.isPending && <ScanLine className="h-4 w-4" aria-hidden="true" />}
            {t('desk.scan')}
          </Button>
          <Button
            variant="secondary"
            aria-pressed={cameraOpen}
            onClick={() => setCameraOpen((open) => !open)}
          >
            <Camera className="h-4 w-4" aria-hidden="true" />
            {t('desk.camera.open')}
          </Button>
        </form>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('desk.scanHint')}</p>
        {cameraOpen && (
          <QrScanner
            eventId={eventId}
            onClose={() => setCameraOpen(false)}
            onUnavailable={() => codeInput.current?.focus()}
          />
        )}
      </Card>

      <div className="grid gap-3 sm:grid-cols-4">
        <label className="space-y-1.5 sm:col-span-1">
          <span className="block text-sm font-medium text-deep dark:text-slate-200">
            {t('desk.filterStatus')}
          </span>
          <Select value={query.status ?? 'registered'} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="registered">{t('status.registered')}</option>
            <option value="cancelled">{t('status.cancelled')}</option>
            <option value="all">{t('desk.all')}</option>
          </Select>
        </label>
        <label className="space-y-1.5">
          <span className="block text-sm font-medium text-deep dark:text-slate-200">
            {t('desk.filterPayment')}
          </span>
          <Select value={query.payment ?? ''} onChange={(e) => setFilter('payment', e.target.value)}>
            <option value="">{t('desk.all')}</option>
            <option value="paid">{t('payment.paid')}</option>
            <option value="payment_pending">{t('payment.payment_pending')}</option>
            <option value="payment_failed">{t('payment.payment_failed')}</option>
          </Select>
        </label>
        <label className="space-y-1.5">
          <span className="block text-sm font-medium text-deep dark:text-slate-200">
            {t('desk.filterDock')}
          </span>
          <Select value={query.checkIn ?? ''} onChange={(e) => setFilter('checkIn', e.target.value)}>
            <option value="">{t('desk.all')}</option>
            <option value="not">{t('desk.dockNot')}</option>
            <option value="in">{t('desk.dockIn')}</option>
            <option value="out">{t('desk.dockOut')}</option>
          </Select>
        </label>
        <label className="space-y-1.5">
          <span className="block text-sm font-medium text-deep dark:text-slate-200">{t('desk.search')}</span>
          <Input
            type="search"
            defaultValue={query.q ?? ''}
            onChange={(e) => setFilter('q', e.target.value.trim())}
          />
        </label>
      </div>

      {list.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-36 w-full rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center">
          <ClipboardList className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="font-semibold text-deep dark:text-slate-100">{t('desk.empty')}</p>
          {params.size > 0 && (
            <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t('desk.clearFilters')}
            </Button>
          )}
        </div>
      ) : (
        <ul className="space-y-3">
          {list.data.items.map((registration) => (
            <li key={registration.id}>
              <RegistrationRow eventId={eventId} registration={registration} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
