import { Bell } from 'lucide-react';
import { cn } from '#web/components/ui/cn';

/** The badge shows the count, and 9+ above 9. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The bell glyph with its unread badge; the trigger around it carries the accessible name. */
export function BellGlyph({ unread }: { unread: number }) {
  return (
    <span className="relative inline-flex">
      <Bell className="h-5 w-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className={cn(
            'absolute -end-2.5 -top-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-white tabular-nums',
            'ring-2 ring-white dark:ring-slate-950',
          )}
        >
          {badgeText(unread)}
        </span>
      )}
    </span>
  );
}
