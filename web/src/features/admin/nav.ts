import {
  BookOpen,
  Inbox,
  LayoutDashboard,
  MessagesSquare,
  ScrollText,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  /** Fully qualified i18n key (namespace `admin`), so any layout can call t(labelKey). */
  labelKey: string;
  icon: LucideIcon;
  /** Match the path exactly (the overview would otherwise be active on every admin page). */
  end?: boolean;
}

/** Sidebar entries of the admin dashboard (tabs chosen from a sidebar); the shell renders them. */
export const adminNav: readonly AdminNavItem[] = [
  { to: '/admin', labelKey: 'admin:nav.overview', icon: LayoutDashboard, end: true },
  { to: '/admin/users', labelKey: 'admin:nav.users', icon: Users },
  { to: '/admin/messages', labelKey: 'admin:nav.messages', icon: Inbox },
  { to: '/admin/moderation', labelKey: 'moderation:nav.moderation', icon: ShieldCheck },
  { to: '/admin/audit', labelKey: 'moderation:nav.audit', icon: ScrollText },
  { to: '/admin/rules-library', labelKey: 'rules:nav.library', icon: BookOpen },
  // Forums (issue 16)
  { to: '/admin/forums', labelKey: 'forums:nav.admin', icon: MessagesSquare },
];
