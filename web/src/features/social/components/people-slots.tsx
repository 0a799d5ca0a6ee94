import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTIONS_WIDGET } from '@tightlines/domain/social/limits';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';

// The people feature owns follow suggestions and people search; they load with the tab that shows them.
const SuggestionsWidget = lazy(() =>
  import('#web/features/people/index').then((m) => ({
    default: m.SuggestionsWidget,
  })),
);
const PeopleDiscover = lazy(() =>
  import('#web/features/people/index').then((m) => ({ default: m.PeopleDiscover })),
);

/** A widget that fails stays out of the way: one failure never blanks the page (STYLE: errors). */
export class WidgetBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

export function WidgetSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Card className="space-y-3 p-4" aria-hidden="true">
      <Skeleton className="h-5 w-1/2" />
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="h-10 w-10 rounded-full!" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </Card>
  );
}

/** Follow suggestions for signed-in people (widget: 5). */
export function SuggestionsSlot({ limit = SUGGESTIONS_WIDGET }: { limit?: number }) {
  return (
    <WidgetBoundary>
      <Suspense fallback={<WidgetSkeleton />}>
        <SuggestionsWidget limit={limit} />
      </Suspense>
    </WidgetBoundary>
  );
}

/** Discover tab: people search plus suggestions. */
export function PeopleDiscoverSlot() {
  const { t } = useTranslation('social');
  return (
    <WidgetBoundary
      fallback={
        <Card className="p-6" role="alert">
          <p className="font-semibold text-deep dark:text-white">{t('discover.loadFailed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => window.location.reload()}>
            {t('discover.reload')}
          </Button>
        </Card>
      }
    >
      <Suspense fallback={<WidgetSkeleton rows={5} />}>
        <PeopleDiscover />
      </Suspense>
    </WidgetBoundary>
  );
}
