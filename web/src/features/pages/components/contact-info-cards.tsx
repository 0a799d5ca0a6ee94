import type { LucideIcon } from 'lucide-react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_DETAILS } from '#web/lib/company';

/** Spec: contact info cards — e-mail, phone, office and hours (Monday to Friday 9:00 to 18:00). */
export function ContactInfoCards() {
  const { t } = useTranslation('pages');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      <InfoCard icon={Mail} title={t('contact.info.email')} detail={t('contact.info.emailDetail')}>
        <a
          href={`mailto:${CONTACT_DETAILS.email}`}
          className="font-semibold break-all text-open hover:underline dark:text-cyan-300"
        >
          {CONTACT_DETAILS.email}
        </a>
      </InfoCard>
      <InfoCard icon={Phone} title={t('contact.info.phone')} detail={t('contact.info.phoneDetail')}>
        <a
          href={CONTACT_DETAILS.phoneHref}
          dir="ltr"
          className="font-semibold text-open hover:underline dark:text-cyan-300"
        >
          {CONTACT_DETAILS.phoneDisplay}
        </a>
      </InfoCard>
      <InfoCard icon={MapPin} title={t('contact.info.office')} detail={t('contact.info.officeDetail')}>
        <address className="font-semibold not-italic">
          {CONTACT_DETAILS.addressLines.slice(1).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </InfoCard>
      <InfoCard
        icon={Clock}
        title={t('contact.info.hours')}
        detail={t('contact.info.hoursDetail', { hours: CONTACT_DETAILS.replyWithinHours })}
      >
        <span className="font-semibold">{t('contact.info.hoursValue', CONTACT_DETAILS.hours)}</span>
      </InfoCard>
    </ul>
  );
}

function InfoCard({
  icon: Icon,
  title,
  detail,
  children,
}: {
  icon: LucideIcon;
  title: string;
  detail: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-shallows text-open dark:bg-slate-800 dark:text-cyan-300">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">{title}</h3>
        <div className="mt-0.5 text-deep dark:text-white">{children}</div>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{detail}</p>
      </div>
    </li>
  );
}
