import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { onDarkPrimary, onDarkSecondary } from './on-dark-classes';

interface CtaPanelProps {
  heading: string;
  body: string;
  label: string;
  to: string;
  secondary?: { label: string; to: string };
}

/** Closing call to action: one clear next step, never a dead end at the bottom of a page. */
export function CtaPanel({ heading, body, label, to, secondary }: CtaPanelProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-deep to-open px-6 py-10 text-white shadow-[var(--shadow-soft)] sm:px-10">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h2>
          <p className="mt-3 text-base leading-relaxed text-cyan-50/90 sm:text-lg">{body}</p>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={to} className={onDarkPrimary}>
            {label}
            <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
          {secondary && (
            <Link to={secondary.to} className={onDarkSecondary}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
