import { Ship, Store, Trophy } from 'lucide-react';
import type { AUDIENCES } from '#web/features/pages/content/service-content';

/** The three fishing businesses our services are built around. */
export const AUDIENCE_ICONS: Record<(typeof AUDIENCES)[number], typeof Trophy> = {
  organizers: Trophy,
  charters: Ship,
  shops: Store,
};
