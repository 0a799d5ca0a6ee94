import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/components/ui/cn';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  icon?: LucideIcon;
  /** `deep` for marketing pages, `light` for legal and help pages that should read calm. */
  tone?: 'deep' | 'light';
  children?: ReactNode;
}

/** The opening band of every company page: eyebrow, one h1, a lead, optional actions. */
export function PageHero({ eyebrow, title, lead, icon: Icon, tone = 'deep', children }: PageHeroProps) {
  const deep = tone === 'deep';
  return (
    <header
      className={cn(
        'relative isolate overflow-hidden',
        deep ? 'bg-deep text-white' : 'bg-shallows text-deep dark:bg-slate-900 dark:text-slate-100',
      )}
    >
      {deep && <HeroWaves />}
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:py-20">
        <div className="max-w-3xl">
          {(eyebrow || Icon) && (
            <p
              className={cn(
                'mb-4 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
                deep
                  ? 'bg-white/10 text-cyan-100'
                  : 'bg-white text-open shadow-sm dark:bg-slate-800 dark:text-cyan-300',
              )}
            >
              {Icon && <Icon className="h-4 w-4" aria-hidden="true" />}
              {eyebrow}
            </p>
          )}
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          <p
            className={cn(
              'mt-4 text-lg leading-relaxed text-pretty sm:text-xl',
              deep ? 'text-cyan-50/90' : 'text-slate-600 dark:text-slate-300',
            )}
          >
            {lead}
          </p>
          {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
        </div>
      </div>
    </header>
  );
}

/** Decorative swell lines; pure SVG so it costs no request and mirrors nothing in RTL. */
function HeroWaves() {
  return (
    <svg
      className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-40 w-full text-open opacity-40 sm:h-56"
      viewBox="0 0 1440 220"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <path
        d="M0 120c120-30 240-30 360 0s240 30 360 0 240-30 360 0 240 30 360 0v100H0z"
        fill="currentColor"
        opacity="0.35"
      />
      <path
        d="M0 160c120-24 240-24 360 0s240 24 360 0 240-24 360 0 240 24 360 0v60H0z"
        fill="currentColor"
        opacity="0.55"
      />
      <path
        d="M0 60c160-40 320-40 480 0s320 40 480 0 320-40 480 0"
        fill="none"
        stroke="#22d3ee"
        strokeWidth="1.5"
        opacity="0.5"
      />
    </svg>
  );
}
