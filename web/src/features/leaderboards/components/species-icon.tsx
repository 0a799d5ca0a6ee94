import { Fish } from 'lucide-react';
import { cn } from '#web/components/ui/cn';
import { speciesEmoji } from '#web/features/leaderboards/lib/format-fish';

/** The spec's emoji for the big-game species, a neutral fish icon for the rest (DESIGN: icons). */
export function SpeciesIcon({ species, className }: { species: string; className?: string }) {
  const emoji = speciesEmoji(species);
  if (emoji)
    return (
      <span className={className} aria-hidden="true">
        {emoji}
      </span>
    );
  return <Fish className={cn('h-[1em] w-[1em] shrink-0', className)} aria-hidden="true" />;
}
