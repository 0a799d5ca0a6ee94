import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_QUERY } from '#web/lib/use-media-query';

/**
 * The page and its right sidebar (getsocial layout: three columns, the shell drawing the left).
 * The sidebar's widgets mount only on wide screens, where they are seen; phones get them inline.
 */
export function SocialColumns({ side, children }: { side?: ReactNode; children: ReactNode }) {
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">{children}</div>
      {wide && side && <div className="space-y-4">{side}</div>}
    </div>
  );
}
