import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Activity as ActivityIcon,
  ClipboardCheck,
  Fish,
  Heart,
  ImagePlus,
  MessageCircle,
  UserCheck,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Activity } from '@tightlines/domain/activities/contract';
import { fullTime, relativeTime } from '#web/lib/format/time';
import { describeActivity } from '#web/features/activity/lib/activity-text';

const ICONS: Record<string, LucideIcon> = {
  post_created: ImagePlus,
  comment_created: MessageCircle,
  post_liked: Heart,
  follow: UserPlus,
  profile_completed: UserCheck,
  tournament_registered: ClipboardCheck,
  catch_submitted: Fish,
  team_joined: Users,
};

/** One activity: its icon, the sentence (a link to what it is about, when there is one), the quote and when. */
export function ActivityRow({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('activity');
  const language = i18n.resolvedLanguage ?? 'en';
  const { sentence, quote, href } = describeActivity(t, language, activity);
  const Icon = ICONS[activity.activityType] ?? ActivityIcon;
  return (
    <li className="flex items-start gap-3 px-4 py-3.5 sm:px-5">
      <span className="mt-0.5 grid h-10 w-10 shrink-0 place-items-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        {href ? (
          <Link
            to={href}
            className="block text-[15px] leading-snug font-semibold break-words text-deep underline-offset-2 hover:underline focus-visible:underline dark:text-white"
          >
            {sentence}
          </Link>
        ) : (
          <span className="block text-[15px] leading-snug font-semibold break-words text-deep dark:text-white">
            {sentence}
          </span>
        )}
        {quote && (
          // What the person wrote keeps its own direction, on the sentence's side of the row.
          <span className="mt-0.5 line-clamp-2 block text-sm leading-snug break-words text-slate-700 dark:text-slate-300">
            <bdi>{quote}</bdi>
          </span>
        )}
        <time
          dateTime={activity.createdAt}
          title={fullTime(activity.createdAt, language)}
          className="mt-1 block text-[13px] text-slate-600 dark:text-slate-400"
        >
          {relativeTime(activity.createdAt, language, { style: 'long', dateAfterDays: 7 })}
        </time>
      </span>
    </li>
  );
}
