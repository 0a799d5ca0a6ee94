import { ArrowLeft, Reply, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminContactMessage } from '@tightlines/domain/admin/contract';
import { buttonClasses } from '#web/components/ui/button';
import { fullTime } from '#web/lib/format/time';

/** The reading pane. The message is shown as text, never as HTML (ARCHITECTURE: data rules). */
export function MessageDetail({ message, onBack }: { message: AdminContactMessage; onBack: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const subject = message.subject || t('messages.noSubject');
  const replyHref = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject || 'Tightlines'}`)}`;
  return (
    <article aria-labelledby="message-subject" className="flex h-full flex-col">
      <button
        type="button"
        onClick={onBack}
        className={buttonClasses('ghost', 'md', '-ms-2 mb-2 self-start lg:hidden')}
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t('messages.back')}
      </button>
      <h2
        id="message-subject"
        className="text-xl font-bold tracking-tight break-words text-deep dark:text-white"
      >
        {subject}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">{t('messages.from')}</dt>
          <dd className="mt-0.5 text-deep dark:text-slate-100">
            <span className="font-semibold">{message.name}</span>
            <span className="block break-all text-slate-600 dark:text-slate-400">{message.email}</span>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">{t('messages.received')}</dt>
          <dd className="mt-0.5 text-deep dark:text-slate-100">
            {fullTime(message.createdAt, i18n.language)}
          </dd>
        </div>
        {message.serviceInterest && (
          <div>
            <dt className="font-medium text-slate-500 dark:text-slate-400">{t('messages.interest')}</dt>
            <dd className="mt-1">
              <span className="inline-flex h-6 items-center rounded-full bg-shallows px-2.5 text-xs font-semibold text-open dark:bg-slate-800 dark:text-open-400">
                {t(`messages.interests.${message.serviceInterest}`)}
              </span>
            </dd>
          </div>
        )}
        {message.userId && (
          <div>
            <dt className="font-medium text-slate-500 dark:text-slate-400">{t('messages.member')}</dt>
            <dd className="mt-0.5">
              <Link
                to={`/admin/users/${message.userId}`}
                className="inline-flex items-center gap-1 font-medium text-open hover:underline dark:text-open-400"
              >
                <UserRound className="h-4 w-4" aria-hidden="true" />
                {t('messages.viewMember')}
              </Link>
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-5 rounded-xl bg-slate-50 p-4 text-[15px] leading-relaxed whitespace-pre-wrap break-words text-deep dark:bg-slate-800/60 dark:text-slate-100">
        {message.message}
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <a href={replyHref} className={buttonClasses('primary', 'md')}>
          <Reply className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('messages.reply')}
        </a>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('messages.replyPromise')}</p>
      </div>
    </article>
  );
}
