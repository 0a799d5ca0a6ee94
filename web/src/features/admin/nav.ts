import {
  Banknote,
  BookOpen,
  CreditCard,
  Layers,
  LineChart,
  Percent,
  ReceiptText,
  Repeat,
  ShieldAlert,
  TicketPercent,
  Undo2,
  Inbox,
  LayoutDashboard,
  MessagesSquare,
  ScrollText,
  ShieldCheck,
  Ship,
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
  // Charters (issue 18): the listings review queue and the commission setting.
  { to: '/admin/charters', labelKey: 'admin:nav.charters', icon: Ship },
  // Payments (issue 17): web-admin, the financial hub
  { to: '/admin/financial', labelKey: 'admin-finance:nav.financial', icon: LineChart },
  { to: '/admin/payments', labelKey: 'admin-finance:nav.payments', icon: CreditCard },
  { to: '/admin/refunds', labelKey: 'admin-finance:nav.refunds', icon: Undo2 },
  { to: '/admin/chargebacks', labelKey: 'admin-finance:nav.chargebacks', icon: ShieldAlert },
  { to: '/admin/invoices', labelKey: 'admin-finance:nav.invoices', icon: ReceiptText },
  { to: '/admin/subscriptions', labelKey: 'admin-finance:nav.subscriptions', icon: Repeat },
  { to: '/admin/payouts', labelKey: 'admin-finance:nav.payouts', icon: Banknote },
  { to: '/admin/pricing', labelKey: 'admin-finance:nav.pricing', icon: Layers },
  { to: '/admin/discount-codes', labelKey: 'admin-finance:nav.discountCodes', icon: TicketPercent },
  { to: '/admin/tax', labelKey: 'admin-finance:nav.tax', icon: Percent },
];
