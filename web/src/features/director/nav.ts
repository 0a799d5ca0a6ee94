import {
  BadgeDollarSign,
  CalendarPlus,
  Layers,
  ListChecks,
  Tag,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface DirectorNavItem {
  to: string;
  /** Fully qualified i18n key, so the shell's sidebar can call t(labelKey). */
  labelKey: string;
  icon: LucideIcon;
  end?: boolean;
}

/** Sidebar entries of the tournament-director dashboard; the shell renders them. */
export const directorNav: readonly DirectorNavItem[] = [
  { to: '/tournament-director', labelKey: 'director:nav.events', icon: ListChecks, end: true },
  { to: '/tournament-director/events/new', labelKey: 'director:nav.newEvent', icon: CalendarPlus },
  { to: '/tournament-director/series', labelKey: 'director:nav.series', icon: Layers },
  // Payments (issue 17): web-director
  { to: '/tournament-director/earnings', labelKey: 'director:nav.earnings', icon: Wallet },
  { to: '/tournament-director/discount-codes', labelKey: 'director:nav.discountCodes', icon: Tag },
  // The plans a director can subscribe to live on the public /pricing page.
  { to: '/pricing', labelKey: 'director:nav.pricing', icon: BadgeDollarSign },
];
