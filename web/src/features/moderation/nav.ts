import { ClipboardList, type LucideIcon } from 'lucide-react';

export interface ModeratorNavItem {
  to: string;
  /** Fully qualified i18n key, so the shell's sidebar can call t(labelKey). */
  labelKey: string;
  icon: LucideIcon;
  end?: boolean;
}

/** Sidebar entries of the moderator dashboard; the shell renders them. */
export const moderatorNav: readonly ModeratorNavItem[] = [
  { to: '/moderator', labelKey: 'moderation:nav.queue', icon: ClipboardList, end: true },
];
