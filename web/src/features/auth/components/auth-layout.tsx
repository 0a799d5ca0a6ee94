import type { ReactNode } from 'react';
import { OceanPanel } from './ocean-panel';

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The sign-in pages' body inside the shell's special layout: the form on one side and a calm ocean panel on
 * the other on desktop; a single column on phones, where the panel gives way to a thin band of water.
 */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-shallows/70 to-white dark:from-slate-900 dark:to-slate-950">
      <WaterBand />
      <div className="mx-auto grid w-full max-w-7xl flex-1 gap-10 px-4 pt-6 pb-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-10">
        <section className="flex flex-col lg:justify-center">
          <div className="mx-auto w-full max-w-md">
            <h1 className="text-[28px] leading-tight font-extrabold tracking-tight text-deep sm:text-3xl dark:text-white">
              {title}
            </h1>
            {subtitle && <p className="mt-2 text-base text-slate-600 dark:text-slate-300">{subtitle}</p>}
            <div className="mt-7">{children}</div>
          </div>
        </section>
        <aside className="hidden lg:sticky lg:top-24 lg:block lg:h-[calc(100dvh-8rem)] lg:max-h-[52rem] lg:self-start">
          <OceanPanel />
        </aside>
      </div>
    </div>
  );
}

/** Phones only: a strip of waves under the header keeps the ocean theme without pushing the form down. */
function WaterBand() {
  return (
    <svg
      className="h-6 w-full text-open/25 lg:hidden dark:text-open-400/20"
      viewBox="0 0 390 24"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <path d="M0 10 C40 2 80 18 120 10 S200 2 240 10 S320 18 390 8 V0 H0 Z" fill="currentColor" />
      <path
        d="M0 16 C50 8 100 22 150 15 S250 8 300 15 S360 20 390 14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
