import { ExternalLink, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_DETAILS } from '#web/lib/company';

/**
 * The spec's contact map. The CSP forbids third-party tiles and iframes, so this is a drawn chart of a
 * marina with a pin, plus a plain link out for directions.
 */
export function OfficeMapCard() {
  const { t } = useTranslation('pages');
  return (
    <figure className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[16/10] bg-[#cfe9f0] dark:bg-[#0c3350]" dir="ltr">
        <svg
          viewBox="0 0 400 250"
          className="absolute inset-0 h-full w-full"
          role="img"
          aria-label={t('contact.map.alt')}
        >
          <defs>
            <pattern id="map-grid" width="25" height="25" patternUnits="userSpaceOnUse">
              <path
                d="M25 0H0v25"
                fill="none"
                stroke="currentColor"
                strokeWidth="0.5"
                className="text-white/60 dark:text-white/10"
              />
            </pattern>
          </defs>
          <rect width="400" height="250" fill="url(#map-grid)" />
          {/* land: the coast runs north–south with a cut for the marina basin */}
          <path
            d="M0 0h230c-10 30 6 52-4 78-8 22-34 26-36 48-2 20 22 30 20 52-2 24-26 34-24 72H0z"
            className="fill-[#f4efe3] dark:fill-[#1e293b]"
          />
          <path d="M186 126h38v34h-38z" className="fill-[#cfe9f0] dark:fill-[#0c3350]" />
          <g className="stroke-white dark:stroke-slate-600" strokeWidth="6" strokeLinecap="round" fill="none">
            <path d="M20 40h180" />
            <path d="M110 0v250" />
            <path d="M20 190c50-10 110-6 150-20" />
          </g>
          <g className="stroke-[#94a3b8] dark:stroke-slate-500" strokeWidth="1.5" fill="none">
            <path d="M192 132h26M192 140h26M192 148h26M192 156h26" />
          </g>
          <g
            className="stroke-[#0e7490]/50 dark:stroke-cyan-300/40"
            strokeWidth="1.5"
            fill="none"
            strokeDasharray="3 5"
          >
            <path d="M270 30c20 30 20 60 0 90s-20 60 0 100" />
            <path d="M330 20c20 40 20 80 0 120s-20 60 0 100" />
          </g>
          <g transform="translate(196 94)">
            <circle r="18" className="fill-[#0e7490]/20" />
            <path
              d="M0 16c-7-9-14-16-14-24a14 14 0 1 1 28 0c0 8-7 15-14 24z"
              className="fill-[#0b2e4f] dark:fill-cyan-400"
            />
            <circle cy="-8" r="5" className="fill-white dark:fill-[#0b2e4f]" />
          </g>
        </svg>
      </div>
      <figcaption className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
          <div>
            <p className="font-semibold text-deep dark:text-white">{t('contact.map.title')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {CONTACT_DETAILS.addressLines.slice(1, 3).join(', ')}
            </p>
          </div>
        </div>
        <a
          href={CONTACT_DETAILS.directionsUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] px-3 text-sm font-semibold text-open hover:bg-shallows dark:text-cyan-300 dark:hover:bg-slate-800"
        >
          {t('contact.map.directions')}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
      </figcaption>
    </figure>
  );
}
