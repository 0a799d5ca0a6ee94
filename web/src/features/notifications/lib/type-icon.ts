import {
  AtSign,
  Bell,
  Ban,
  EyeOff,
  Flag,
  Gavel,
  ShieldAlert,
  ShieldCheck,
  CalendarClock,
  // Community events and calendar (events-server)
  CalendarPlus,
  CalendarX,
  CircleCheck,
  Fish,
  Heart,
  MessageCircle,
  Medal,
  RotateCcw,
  TrendingDown,
  UserPlus,
  Users,
  XCircle,
  type LucideIcon,
} from 'lucide-react';

/** An icon per known type; every other type gets the default bell. */
const ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  like: { icon: Heart, tone: 'bg-red-600 text-white' },
  reel_like: { icon: Heart, tone: 'bg-red-600 text-white' },
  catch_like: { icon: Heart, tone: 'bg-red-600 text-white' },
  comment: { icon: MessageCircle, tone: 'bg-sky-700 text-white' },
  reel_comment: { icon: MessageCircle, tone: 'bg-sky-700 text-white' },
  follow: { icon: UserPlus, tone: 'bg-green-700 text-white' },
  mention: { icon: AtSign, tone: 'bg-deep text-white dark:bg-slate-600' },
  collaborator_invite: { icon: Users, tone: 'bg-amber-700 text-white' },
  registration_confirmed: { icon: CircleCheck, tone: 'bg-green-700 text-white' },
  team_member_joined: { icon: Users, tone: 'bg-amber-700 text-white' },
  catch_approved: { icon: Fish, tone: 'bg-green-700 text-white' },
  catch_rejected: { icon: XCircle, tone: 'bg-red-700 text-white' },
  catch_resubmit: { icon: RotateCcw, tone: 'bg-amber-700 text-white' },
  event_tomorrow: { icon: CalendarClock, tone: 'bg-sky-700 text-white' },
  top_three_entered: { icon: Medal, tone: 'bg-amber-600 text-white' },
  top_three_left: { icon: TrendingDown, tone: 'bg-slate-600 text-white' },
  report_actioned: { icon: Flag, tone: 'bg-green-700 text-white' },
  report_dismissed: { icon: Flag, tone: 'bg-slate-600 text-white' },
  moderation_warning: { icon: ShieldAlert, tone: 'bg-amber-700 text-white' },
  content_hidden: { icon: EyeOff, tone: 'bg-amber-700 text-white' },
  content_removed: { icon: EyeOff, tone: 'bg-red-700 text-white' },
  account_suspended: { icon: Ban, tone: 'bg-red-700 text-white' },
  strike_received: { icon: Gavel, tone: 'bg-red-700 text-white' },
  content_restored: { icon: ShieldCheck, tone: 'bg-green-700 text-white' },
  appeal_reversed: { icon: ShieldCheck, tone: 'bg-green-700 text-white' },
  appeal_upheld: { icon: Gavel, tone: 'bg-slate-600 text-white' },
  // Groups (issue 16)
  group_join_request: { icon: Users, tone: 'bg-amber-700 text-white' },
  group_request_approved: { icon: Users, tone: 'bg-green-700 text-white' },
  group_post: { icon: MessageCircle, tone: 'bg-sky-700 text-white' },
  // Community events and calendar (events-server)
  community_event_created: { icon: CalendarPlus, tone: 'bg-sky-700 text-white' },
  community_event_updated: { icon: CalendarClock, tone: 'bg-amber-700 text-white' },
  community_event_cancelled: { icon: CalendarX, tone: 'bg-red-700 text-white' },
};

const DEFAULT = { icon: Bell, tone: 'bg-slate-600 text-white' };

export function iconFor(type: string): { icon: LucideIcon; tone: string } {
  return ICONS[type] ?? DEFAULT;
}
