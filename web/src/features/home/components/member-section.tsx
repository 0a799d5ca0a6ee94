import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';

/** A titled block of the member home, with an optional "see all" link at its end. */
export function MemberSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold tracking-tight text-deep sm:text-xl dark:text-white">
          {title}
        </h2>
        {more && (
          <Link
            to={more.to}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 whitespace-nowrap text-[15px] font-semibold text-open hover:underline dark:text-open-400"
          >
            {more.label}
            <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
