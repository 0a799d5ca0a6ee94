import {
  Award,
  Fish,
  FishSymbol,
  Flame,
  Heart,
  Medal,
  PenLine,
  Trophy,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AchievementIcon as IconName, AchievementTier } from '@tightlines/domain/achievements/catalogue';
import { cn } from '#web/components/ui/cn';

const ICONS: Record<IconName, LucideIcon> = {
  'pen-line': PenLine,
  fish: Fish,
  'fish-symbol': FishSymbol,
  trophy: Trophy,
  medal: Medal,
  award: Award,
  'user-check': UserCheck,
  flame: Flame,
  heart: Heart,
  users: Users,
};

/** Tier colours, dark enough on their tint for AA contrast; a locked achievement is grey. */
const TIERS: Record<AchievementTier, string> = {
  bronze: 'bg-orange-100 text-orange-800 dark:bg-orange-950/60 dark:text-orange-300',
  silver: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  gold: 'bg-amber-100 text-amber-800 dark:bg-amber-950/60 dark:text-amber-300',
  platinum: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-950/60 dark:text-cyan-300',
};

/** An achievement's badge: its lucide icon on its tier's colour (icons, never images). */
export function AchievementBadge({
  icon,
  tier,
  locked = false,
  size = 'md',
}: {
  icon: IconName;
  tier: AchievementTier;
  locked?: boolean;
  size?: 'sm' | 'md';
}) {
  const Icon = ICONS[icon];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full',
        size === 'sm' ? 'h-9 w-9' : 'h-12 w-12',
        locked ? 'bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500' : TIERS[tier],
      )}
    >
      <Icon className={size === 'sm' ? 'h-4 w-4' : 'h-6 w-6'} />
    </span>
  );
}
