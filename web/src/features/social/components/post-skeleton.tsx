import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';

/** A post card's shape while the list loads. */
export function PostSkeleton({ photo = true }: { photo?: boolean }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-3 p-4">
        <Skeleton className="h-10 w-10 rounded-full!" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
      {photo && <Skeleton className="aspect-[4/5] w-full rounded-none!" />}
      <div className="space-y-2 p-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </Card>
  );
}
