import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/components/ui/skeleton';
import { useRegistrationQr } from '#web/features/registration/api/registrations';

/** My boat's check-in QR code (an SVG made by the server from the registration's check-in code). */
export function CheckInQr({ registrationId }: { registrationId: string }) {
  const { t } = useTranslation('registration');
  const qr = useRegistrationQr(registrationId, true);
  if (qr.isPending) return <Skeleton className="h-48 w-48" />;
  if (qr.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {t('states.loadError')}
      </p>
    );
  return (
    <figure className="flex flex-col items-center gap-2 sm:items-start">
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(qr.data.svg)}`}
        alt={t('list.qrAlt')}
        className="h-48 w-48 rounded-md bg-white p-2"
      />
      <figcaption className="text-sm text-slate-600 dark:text-slate-400">
        {t('list.qrCaption')} <code className="font-mono text-deep dark:text-slate-200">{qr.data.code}</code>
      </figcaption>
    </figure>
  );
}
