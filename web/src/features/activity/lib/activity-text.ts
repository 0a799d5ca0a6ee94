import type { TFunction } from 'i18next';
import type { Activity } from '@tightlines/domain/activities/contract';
import { bidiIsolate } from '#web/lib/format/bidi';

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/**
 * An activity as a sentence in the reader's language, from its type and params ("You followed Jordan Reed"), with
 * a quote (what the person wrote) when it has one and the in-app path of what it is about. Names and quotes are
 * as written, isolated so another script cannot reorder the sentence. A type this app does not know yet reads as
 * a generic line, never as its code.
 */
export function describeActivity(
  t: TFunction<'activity'>,
  language: string,
  activity: Activity,
): { sentence: string; quote: string; href: string | null } {
  const params = activity.params ?? {};
  const own = (key: string) => bidiIsolate(text(params[key]), language);
  const has = (key: string) => text(params[key]).trim() !== '';
  const quote = text(params.excerpt);
  const { entityId } = activity;
  switch (activity.activityType) {
    case 'post_created':
      return { sentence: t('types.post_created'), quote, href: entityId ? `/posts/${entityId}` : null };
    case 'comment_created':
      return { sentence: t('types.comment_created'), quote, href: entityId ? `/posts/${entityId}` : null };
    case 'post_liked':
      return { sentence: t('types.post_liked'), quote, href: entityId ? `/posts/${entityId}` : null };
    case 'follow':
      return {
        sentence: has('name') ? t('types.follow', { name: own('name') }) : t('types.follow_any'),
        quote: '',
        href: entityId ? `/profile/${entityId}` : null,
      };
    case 'profile_completed':
      return { sentence: t('types.profile_completed'), quote: '', href: '/profile' };
    case 'tournament_registered':
      return {
        sentence: has('eventName')
          ? t('types.tournament_registered', { eventName: own('eventName') })
          : t('types.tournament_registered_any'),
        quote: '',
        href: entityId ? `/events/${entityId}` : null,
      };
    case 'catch_submitted':
      return {
        sentence: has('eventName')
          ? t('types.catch_submitted', { eventName: own('eventName') })
          : t('types.catch_submitted_any'),
        quote: text(params.species),
        href: entityId ? `/profile/tournaments/${entityId}` : null,
      };
    case 'team_joined':
      return {
        sentence: has('teamName')
          ? t('types.team_joined', { teamName: own('teamName') })
          : t('types.team_joined_any'),
        quote: '',
        href: has('teamSlug') ? `/teams/${encodeURIComponent(text(params.teamSlug))}` : null,
      };
    default:
      return { sentence: t('types.generic'), quote: '', href: null };
  }
}
