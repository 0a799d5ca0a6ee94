import { CONTACT_DETAILS } from '#web/lib/company';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone, Clock } from 'lucide-react';
import { Logo } from '#web/components/ui/logo';
import { availableLinks, FOOTER_GROUPS } from './navigation';
import { PAGES } from '#web/lib/pages';
import { SOCIAL_LINKS } from './social-links';

/** Footer: the four link groups (pages that exist), contact details, social links and copyright. */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const groups = FOOTER_GROUPS.map((group) => ({ ...group, links: availableLinks(group.links) })).filter(
    (group) => group.links.length > 0,
  );

  return (
    <footer className="bg-deep-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="space-y-5">
            <Link
              to="/"
              aria-label={t('nav.homeLink')}
              className="inline-block rounded-[var(--radius-control)]"
            >
              <Logo light />
            </Link>
            <p className="max-w-sm text-[15px] leading-relaxed text-slate-400">{t('footer.tagline')}</p>
            <address className="space-y-2.5 text-[15px] not-italic">
              <p className="flex items-start gap-2.5">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-open-400" aria-hidden="true" />
                <span>{CONTACT_DETAILS.addressLines.slice(1).join(', ')}</span>
              </p>
              <p className="flex items-center gap-2.5">
                <Mail className="h-4 w-4 shrink-0 text-open-400" aria-hidden="true" />
                <a href={`mailto:${CONTACT_DETAILS.email}`} className="hover:text-white hover:underline">
                  {CONTACT_DETAILS.email}
                </a>
              </p>
              <p className="flex items-center gap-2.5">
                <Phone className="h-4 w-4 shrink-0 text-open-400" aria-hidden="true" />
                <a href={CONTACT_DETAILS.phoneHref} className="hover:text-white hover:underline" dir="ltr">
                  {CONTACT_DETAILS.phoneDisplay}
                </a>
              </p>
              <p className="flex items-center gap-2.5">
                <Clock className="h-4 w-4 shrink-0 text-open-400" aria-hidden="true" />
                <span>{t('footer.hours')}</span>
              </p>
            </address>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {groups.map((group) => (
              <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
                <h2
                  id={`footer-${group.id}`}
                  className="text-sm font-semibold uppercase tracking-wide text-white"
                >
                  {t(group.titleKey)}
                </h2>
                <ul className="mt-3 space-y-0.5">
                  {group.links.map((link) => (
                    <li key={link.id}>
                      <Link
                        to={PAGES[link.page].path}
                        className="inline-flex min-h-10 items-center text-[15px] text-slate-400 transition-colors hover:text-white"
                      >
                        {t(link.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col-reverse gap-6 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label={t('footer.followUs')}>
            {SOCIAL_LINKS.map(({ id, href, Icon }) => (
              <li key={id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social.${id}`)}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/5 text-slate-300 transition-colors hover:bg-white/15 hover:text-white"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
