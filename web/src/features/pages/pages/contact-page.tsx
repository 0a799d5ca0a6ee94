import { LifeBuoy, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Card } from '#web/components/ui/card';
import { ContactForm, isServiceInterest } from '#web/features/pages/components/contact-form';
import { ContactInfoCards } from '#web/features/pages/components/contact-info-cards';
import { OfficeMapCard } from '#web/features/pages/components/office-map-card';
import { PageHero } from '#web/features/pages/components/page-hero';
import { useDocumentTitle } from '#web/lib/use-document-title';

export function ContactPage() {
  const { t } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  // Service and advertising pages link here with ?interest=<option> to preselect the select.
  const interest = searchParams.get('interest');
  useDocumentTitle(t('contact.title'));

  return (
    // A block root: the layout's <main> is a flex column, where mx-auto children would shrink to fit.
    <div className="w-full">
      <PageHero
        eyebrow={t('contact.eyebrow')}
        icon={MessageSquare}
        title={t('contact.title')}
        lead={t('contact.lead')}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-12 lg:py-14">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-7">
          <Card className="p-5 sm:p-8">
            <h2
              id="contact-form-heading"
              className="text-xl font-bold tracking-tight text-deep sm:text-2xl dark:text-white"
            >
              {t('contact.form.heading')}
            </h2>
            <p className="mt-1 mb-6 text-slate-600 dark:text-slate-300">{t('contact.form.intro')}</p>
            <ContactForm initialInterest={isServiceInterest(interest) ? interest : undefined} />
          </Card>
          <p className="mt-6 flex items-start gap-3 text-sm text-slate-600 dark:text-slate-300">
            <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
            <span>
              {t('contact.selfHelp')}{' '}
              <Link
                to="/help"
                className="font-semibold text-open underline-offset-2 hover:underline dark:text-cyan-300"
              >
                {t('contact.helpLink')}
              </Link>{' '}
              ·{' '}
              <Link
                to="/faq"
                className="font-semibold text-open underline-offset-2 hover:underline dark:text-cyan-300"
              >
                {t('contact.faqLink')}
              </Link>
            </span>
          </p>
        </section>
        <aside aria-labelledby="contact-info-heading" className="space-y-6 lg:col-span-5">
          <h2 id="contact-info-heading" className="sr-only">
            {t('contact.info.heading')}
          </h2>
          <ContactInfoCards />
          <OfficeMapCard />
        </aside>
      </div>
    </div>
  );
}
